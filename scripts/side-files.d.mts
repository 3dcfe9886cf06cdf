/** Side file name → its source module (scripts/side-files.mjs). */
export declare const SIDE_FILES: Readonly<Record<string, string>>;
/** The side files that get lit from the script (src/side-file-lit.ts). */
export declare const SIDE_FILES_WITH_LIT: readonly string[];
/** A `sideFile('x.js', () => import('./x.js'))` call as written in the sources. */
export declare const SIDE_FILE_CALL: RegExp;
