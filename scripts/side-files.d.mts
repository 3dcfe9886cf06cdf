/** Side file name → its source module (scripts/side-files.mjs). */
export declare const SIDE_FILES: Readonly<Record<string, string>>;
