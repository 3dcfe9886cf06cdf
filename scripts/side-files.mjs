// The side files beside the script-tag files (src/side-files.ts), each built from one source
// module by scripts/build-side-files.mjs: file name → source module.
export const SIDE_FILES = {
  'calendar-file.js': 'src/booking/ics.ts',
  'analytics.js': 'src/analytics/data-layer.ts',
  'accent.js': 'src/theme/accent.ts',
  'time-zone.js': 'src/controllers/time-zone-choice.ts',
  'texts.js': 'src/i18n/replacements.ts',
  'languages.js': 'src/i18n/languages.ts',
};
