import { SENDING_ELEMENT_TYPES } from '@griot/contract/analytics/analyticsSchemas';
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

const SENDING = new Set<string>(SENDING_ELEMENT_TYPES);

/**
 * The block decides and sends nothing (only conditions, A/B tests, redirections, waits): no message
 * can count it. An empty block is not one: nothing happens there at all.
 */
export function isSilentBlock(flow: readonly unknown[]): boolean {
  return flow.length > 0 && !flow.some((element) => SENDING.has((element as { type?: string }).type ?? ''));
}

/**
 * The flow's main path from the welcome block: each next step is, among the blocks this one links
 * to (buttons, list rows, redirections, conditions, splits), the one most conversations reached —
 * the first in the flow's order on a tie. A block that sends nothing (a condition or an A/B test on
 * its own) is looked through: its own targets are the candidates. It stops at a dead end (no link,
 * or no linked block anybody reached) and before a block already on the path (a loop back).
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
    for (const target of reachedTargets(current, byId, new Set([current.block_id]))) {
      if (!next || target.reached > next.reached) next = target;
    }
    current = next;
  }
  return steps;
}

/** The blocks `from` links to that someone reached, looking through the silent ones. */
function reachedTargets(
  from: PathBlock,
  byId: ReadonlyMap<string, PathBlock>,
  visited: Set<string>,
): PathBlock[] {
  const targets: PathBlock[] = [];
  for (const link of outboundLinks(from.flow)) {
    const target = byId.get(link.target);
    if (!target || visited.has(target.block_id)) continue;
    visited.add(target.block_id);
    if (target.reached > 0) targets.push(target);
    else if (isSilentBlock(target.flow)) targets.push(...reachedTargets(target, byId, visited));
  }
  return targets;
}
