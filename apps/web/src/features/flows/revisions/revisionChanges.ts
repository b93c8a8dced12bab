import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { outboundLinks } from '@griot/contract/flows/flowLinks';

/** What restoring a saved version would do to the block's current flow. */
export interface RevisionChanges {
  before: number;
  after: number;
  /** Elements of the current flow that the version does not have (they would be lost). */
  removed: FlowElement[];
  /** Elements of the version that the current flow does not have (they would come back). */
  added: FlowElement[];
  /** Blocks the flow would lead to again, and blocks it would no longer lead to. */
  linksAdded: string[];
  linksRemoved: string[];
  /** Same elements in the same order: restoring changes nothing. */
  identical: boolean;
}

/**
 * Compares the flow being edited with a saved version, element by element on their content
 * (the chain ids are renumbered at each save, so they say nothing of a change). An element moved
 * elsewhere is neither added nor removed; only the order differs then, and `identical` is false.
 */
export function revisionChanges(
  current: readonly FlowElement[],
  restored: readonly FlowElement[],
): RevisionChanges {
  const currentKeys = current.map(contentKey);
  const restoredKeys = restored.map(contentKey);
  const removed = unmatched(current, currentKeys, restoredKeys);
  const added = unmatched(restored, restoredKeys, currentKeys);
  const targetsBefore = new Set(outboundLinks(current).map((link) => link.target));
  const targetsAfter = new Set(outboundLinks(restored).map((link) => link.target));
  return {
    before: current.length,
    after: restored.length,
    removed,
    added,
    linksAdded: [...targetsAfter].filter((target) => !targetsBefore.has(target)),
    linksRemoved: [...targetsBefore].filter((target) => !targetsAfter.has(target)),
    identical:
      currentKeys.length === restoredKeys.length && currentKeys.every((key, at) => key === restoredKeys[at]),
  };
}

/** The elements of `elements` left over once each key of `others` has been matched at most once. */
function unmatched(elements: readonly FlowElement[], keys: string[], others: string[]): FlowElement[] {
  const available = new Map<string, number>();
  for (const key of others) available.set(key, (available.get(key) ?? 0) + 1);
  return elements.filter((_, at) => {
    const key = keys[at] ?? '';
    const left = available.get(key) ?? 0;
    if (left === 0) return true;
    available.set(key, left - 1);
    return false;
  });
}

/** The element's content without its chain ids, keys sorted: equal content, equal key. */
function contentKey(element: FlowElement): string {
  const { id_element: _id, id_previous: _previous, ...content } = element;
  return JSON.stringify(content, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
      : value,
  );
}
