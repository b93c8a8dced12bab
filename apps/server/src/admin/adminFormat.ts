/** A size as operators read it in the CLI's French output: '12,3 Mo' (megabytes, 10⁶ bytes). */
export function megabytes(bytes: number): string {
  return `${(bytes / 1e6).toLocaleString('fr-FR', { maximumFractionDigits: 1 })} Mo`;
}

/** A count with the French thousands separator: '1 000 000'. */
export function count(value: number): string {
  return value.toLocaleString('fr-FR');
}

/**
 * Calls `print` at most once every `everyMs` (a long command's progress line), and always when
 * told the work is finished: an operator sees it move without a line per file.
 */
export function throttled(print: () => void, everyMs = 1_000): (finished?: boolean) => void {
  let last = 0;
  return (finished = false) => {
    const now = Date.now();
    if (!finished && now - last < everyMs) return;
    last = now;
    print();
  };
}
