import { AGENT_NODE_ID, type MapGraph } from './mapTypes';

/**
 * The edges that shape the layout: every edge but those that lead back up a path (a loop), those
 * into an entry block (a 'back to the menu': the entries stay in the first column) and those into
 * the human agent, which every part of a bot may reach.
 * Those are still drawn; laid out, each would be a chain of dummy nodes across the whole map
 * (dagre reverses a back edge and routes it through every column between its ends), which made
 * a 300-block layout take over a second and pulled the menu into the middle of the map.
 *
 * Back edges are found by a depth-first walk from the entry blocks first, then from whatever is
 * left (unreachable blocks), iteratively, so a chain of 1,000 blocks needs no deep recursion.
 */
export function layoutEdges(graph: MapGraph): Array<{ source: string; target: string }> {
  const entries = graph.nodes.filter((node) => node.kind === 'block' && node.entry).map((node) => node.id);
  const entrySet = new Set(entries);
  const next = new Map<string, string[]>();
  for (const edge of graph.edges) {
    if (edge.source === edge.target || edge.target === AGENT_NODE_ID || entrySet.has(edge.target)) continue;
    const targets = next.get(edge.source);
    if (targets) targets.push(edge.target);
    else next.set(edge.source, [edge.target]);
  }
  const starts = [...entries, ...graph.nodes.map((node) => node.id)];
  const state = new Map<string, 'open' | 'done'>();
  const kept: Array<{ source: string; target: string }> = [];
  for (const start of starts) {
    if (state.has(start)) continue;
    state.set(start, 'open');
    const stack: Array<{ node: string; index: number }> = [{ node: start, index: 0 }];
    while (stack.length > 0) {
      const top = stack[stack.length - 1] as { node: string; index: number };
      const target = next.get(top.node)?.[top.index];
      if (target === undefined) {
        state.set(top.node, 'done');
        stack.pop();
        continue;
      }
      top.index += 1;
      const seen = state.get(target);
      if (seen === 'open') continue; // leads back up the current path: drawn, not laid out
      kept.push({ source: top.node, target });
      if (seen === undefined) {
        state.set(target, 'open');
        stack.push({ node: target, index: 0 });
      }
    }
  }
  return kept;
}
