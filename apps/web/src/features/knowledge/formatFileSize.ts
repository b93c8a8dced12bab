const UNITS = ['B', 'KB', 'MB', 'GB'];

/** A size in 1024 steps with one decimal (seed 001 §9): 1536 → "1.5 KB". */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value.toFixed(1)} ${UNITS[unit]}`;
}
