/**
 * The nodes some path of edges leads to from the entries (the entries included): a block outside
 * this set is one no conversation can reach.
 */
export function reachableFrom(
  entries: Iterable<string>,
  edges: ReadonlyArray<{ source: string; target: string }>,
): Set<string> {
  const next = new Map<string, string[]>();
  for (const { source, target } of edges) {
    const targets = next.get(source);
    if (targets) targets.push(target);
    else next.set(source, [target]);
  }
  const reached = new Set<string>(entries);
  const queue = [...reached];
  // An index walk, not shift(): a chatbot of 1,000 blocks would make shift quadratic.
  for (let index = 0; index < queue.length; index += 1) {
    for (const target of next.get(queue[index] ?? '') ?? []) {
      if (reached.has(target)) continue;
      reached.add(target);
      queue.push(target);
    }
  }
  return reached;
}
