/**
 * Pure edits of a block's element list. Each returns a new array so that React sees the change
 * and the caller can regenerate the chain before saving.
 */
export function moveElement<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

export function removeElement<T>(list: readonly T[], index: number): T[] {
  return list.filter((_, position) => position !== index);
}

/** The copy goes right after its original, as a user expects from "Dupliquer". */
export function duplicateElement<T>(list: readonly T[], index: number): T[] {
  const original = list[index];
  if (original === undefined) return [...list];
  const copy: T = structuredClone(original);
  return [...list.slice(0, index + 1), copy, ...list.slice(index + 1)];
}

export function replaceElement<T>(list: readonly T[], index: number, element: T): T[] {
  return list.map((current, position) => (position === index ? element : current));
}

export function appendElement<T>(list: readonly T[], element: T): T[] {
  return [...list, element];
}
