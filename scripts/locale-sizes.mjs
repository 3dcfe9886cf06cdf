// The language files' sizes (dist/locales/<locale>.js, built by scripts/build-locales.mjs),
// for the build's report and `npm run size`. See README "Languages".
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

/** Goal for each language file, gzip -9 bytes. */
export const LOCALE_FILE_GOAL = 1500;

/** Prints every language file's gzip size, largest first; false when one is over the goal. */
export function reportLocaleFileSizes(dir = 'dist/locales') {
  if (!existsSync(dir)) {
    console.warn(`size: ${dir}/ not found; the language files are built by \`npm run build\`.`);
    return true;
  }
  const sizes = readdirSync(dir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => ({ name, gzip: gzipSync(readFileSync(`${dir}/${name}`), { level: 9 }).length }))
    .sort((a, b) => b.gzip - a.gzip);
  console.log(`\n${sizes.length} language files in ${dir}/ (gzip -9, goal ${LOCALE_FILE_GOAL.toLocaleString('en-US')} B each):`);
  for (const { name, gzip } of sizes) {
    console.log(
      `  ${name.padEnd(12)} ${gzip.toLocaleString('en-US').padStart(5)} B${gzip > LOCALE_FILE_GOAL ? '  over the goal' : ''}`,
    );
  }
  return sizes.every(({ gzip }) => gzip <= LOCALE_FILE_GOAL);
}
