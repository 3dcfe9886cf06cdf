// Types of scripts/markdown.mjs for the TypeScript tests that use it.
export declare function markdownFiles(root?: string): string[];
export declare function headingAnchors(markdown: string): Set<string>;
export declare function links(markdown: string): { target: string; line: number }[];
export declare function runnableSnippets(markdown: string): { line: number; html: string; books: boolean }[];
