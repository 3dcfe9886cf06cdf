// The browser's own accessibility tree, read through the `accessibility-tree` command
// (test/support/accessibility-tree-plugin.mjs): the authority on the roles and names the page
// object computes for its finders. Chromium only; see docs/accessibility.md ("Environment").
import { executeServerCommand } from '@web/test-runner-commands';

/** A node of the tree as the browser reports it: its role and accessible name, and its children. */
export interface AccessibleNode {
  role: string;
  name: string;
  children?: AccessibleNode[];
}

/** The page's tree, or undefined in a browser whose tree the test runner cannot read. */
export async function browserTree(): Promise<AccessibleNode | undefined> {
  const tree = await executeServerCommand<AccessibleNode | false, undefined>('accessibility-tree');
  return tree === false ? undefined : tree;
}

/** Every node below `node`, depth first: the order in which a screen reader reads them. */
export function descendants(node: AccessibleNode): AccessibleNode[] {
  return (node.children ?? []).flatMap((child) => [child, ...descendants(child)]);
}
