/** An absolute http(s) address for `value`, or null: no javascript:, data: or other scheme reaches a link. */
export function safeUrl(value: unknown, base: string = window.location.href): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
