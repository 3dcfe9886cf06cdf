// The side files beside the script-tag files (src/side-files.ts), each built from one source
// module by scripts/build-side-files.mjs: file name → source module.
export const SIDE_FILES = {
  'calendar-file.js': 'src/booking/ics.ts',
  'analytics.js': 'src/analytics/data-layer.ts',
  'accent.js': 'src/theme/accent.ts',
  'time-zone.js': 'src/controllers/time-zone-choice.ts',
  'booking.js': 'src/booking/booking-steps.ts',
  'texts.js': 'src/i18n/replacements.ts',
  'languages.js': 'src/i18n/languages.ts',
};

// The side files with views of their own: they get lit from the script (src/side-file-lit.ts).
export const SIDE_FILES_WITH_LIT = ['booking.js'];

// A `sideFile('x.js', () => import('./x.js'))` call as written in the sources: the builds drop
// its second argument, so that the module it imports is not bundled (scripts/side-files-plugin.ts).
export const SIDE_FILE_CALL = /\bsideFile\(\s*(['"][\w-]+\.js['"]),\s*\(\)\s*=>\s*import\((['"])[^'"]+\2\)\s*,?\s*\)/g;
