const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyz0123456789';

/**
 * Renumbers a flow after any change: each id_element becomes
 * `chatbotId_blockId_type_random8` and id_previous points to the element before (null first).
 */
export function regenerateChain<T extends { type: string }>(
  flow: readonly T[],
  chatbotId: string,
  idblock: string,
  randomIndex: (size: number) => number = secureRandomIndex,
): Array<T & { id_element: string; id_previous: string | null }> {
  let previous: string | null = null;
  return flow.map((element) => {
    const suffix = Array.from({ length: 8 }, () => ALPHANUMERIC[randomIndex(ALPHANUMERIC.length)]).join('');
    const id = `${chatbotId}_${idblock}_${element.type}_${suffix}`;
    const linked = { ...element, id_element: id, id_previous: previous };
    previous = id;
    return linked;
  });
}

function secureRandomIndex(size: number): number {
  const buffer = new Uint32Array(1);
  globalThis.crypto.getRandomValues(buffer);
  return (buffer[0] ?? 0) % size;
}
