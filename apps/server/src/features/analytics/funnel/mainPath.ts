import { outboundLinks } from '@griot/contract/flows/flowLinks';

export interface PathBlock {
  block_id: string;
  name: string;
  category: string;
  flow: readonly unknown[];
  reached: number;
}

export interface PathStep {
  block_id: string;
  name: string;
  reached: number;
}

/**
 * The flow's main path from the welcome block: each next step is, among the blocks this one links
 * to (buttons, list rows, redirections, conditions, splits), the one most conversations reached —
 * the first in the flow's order on a tie. It stops at a dead end (no link, or no linked block
 * anybody reached) and before a block already on the path (a loop back).
 */
export function mainPath(blocks: readonly PathBlock[]): PathStep[] {
  const byId = new Map(blocks.map((block) => [block.block_id, block]));
  let current = blocks.find((block) => block.category === 'welcome');
  const steps: PathStep[] = [];
  const seen = new Set<string>();
  while (current && !seen.has(current.block_id)) {
    seen.add(current.block_id);
    steps.push({ block_id: current.block_id, name: current.name, reached: current.reached });
    let next: PathBlock | undefined;
    for (const link of outboundLinks(current.flow)) {
      const target = byId.get(link.target);
      if (!target || target.reached === 0 || target.block_id === current.block_id) continue;
      if (!next || target.reached > next.reached) next = target;
    }
    current = next;
  }
  return steps;
}
