// A web-test-runner command that hands the browser every HTML snippet the project's Markdown
// marks runnable (scripts/markdown.mjs), with the file and line it comes from, for
// test/docs/snippets.test.ts to run against the sandbox.
import { readFileSync } from 'node:fs';
import { markdownFiles, runnableSnippets } from '../../scripts/markdown.mjs';

export function docsSnippetsPlugin() {
  return {
    name: 'docs-snippets',
    executeCommand({ command }) {
      if (command !== 'docs-snippets') return undefined;
      return markdownFiles().flatMap((file) =>
        runnableSnippets(readFileSync(file, 'utf8')).map((snippet) => ({ ...snippet, file })),
      );
    },
  };
}
