/**
 * Sizes from a V8 heap snapshot taken through the DevTools protocol, split the way a leak
 * hunt needs them: objects the page's script allocated, compiled code (which grows while
 * the JIT optimises hot functions, then stops), and Blink's own native objects.
 */
import type { CDPSession } from 'playwright-core';

export interface HeapSplit {
  objects: number;
  code: number;
  native: number;
}

interface Snapshot {
  snapshot: { meta: { node_fields: string[]; node_types: [string[]] } };
  nodes: number[];
}

export async function heapSplit(cdp: CDPSession): Promise<HeapSplit> {
  const chunks: string[] = [];
  const collect = ({ chunk }: { chunk: string }) => chunks.push(chunk);
  cdp.on('HeapProfiler.addHeapSnapshotChunk', collect);
  try {
    await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false });
  } finally {
    cdp.off('HeapProfiler.addHeapSnapshotChunk', collect);
  }
  const { snapshot, nodes } = JSON.parse(chunks.join('')) as Snapshot;
  const fields = snapshot.meta.node_fields;
  const types = snapshot.meta.node_types[0];
  const typeAt = fields.indexOf('type');
  const sizeAt = fields.indexOf('self_size');
  const split: HeapSplit = { objects: 0, code: 0, native: 0 };
  for (let i = 0; i < nodes.length; i += fields.length) {
    const type = types[nodes[i + typeAt]!];
    const size = nodes[i + sizeAt]!;
    if (type === 'code') split.code += size;
    else if (type === 'native') split.native += size;
    else split.objects += size;
  }
  return split;
}
