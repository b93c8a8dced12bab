/** The debug panel keeps the newest 50 entries. */
export const DEBUG_LOG_CAP = 50;

export interface DebugEntry {
  /** Unique within the screen's life: the list's React key. */
  id: number;
  at: Date;
  level: 'info' | 'success' | 'error';
  text: string;
}

/** The log with `entry` first, cut to the newest `cap` entries. */
export function appendDebugEntry(
  log: readonly DebugEntry[],
  entry: DebugEntry,
  cap = DEBUG_LOG_CAP,
): DebugEntry[] {
  return [entry, ...log].slice(0, cap);
}
