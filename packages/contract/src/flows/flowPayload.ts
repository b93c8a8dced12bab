/** A button payload, parsed: `{{variable}}=value` pairs and an optional redirect_to. */
export interface ParsedPayload {
  assignments: Array<{ variable: string; value: string }>;
  redirectTo: string | undefined;
}

/** Reads `{{ville}}=Dakar&{{offre}}=promo&redirect_to=menu-abc123`. Unknown pieces are ignored. */
export function parsePayload(payload: string | undefined): ParsedPayload {
  const parsed: ParsedPayload = { assignments: [], redirectTo: undefined };
  for (const pair of (payload ?? '').split('&')) {
    const separator = pair.indexOf('=');
    if (separator <= 0) continue;
    const key = pair.slice(0, separator).trim();
    const value = pair.slice(separator + 1);
    if (key === 'redirect_to') {
      if (value) parsed.redirectTo = value;
      continue;
    }
    const variable = /^\{\{\s*([\w.-]+)\s*\}\}$/.exec(key)?.[1];
    if (variable) parsed.assignments.push({ variable, value });
  }
  return parsed;
}

/** Writes a payload back; a pair is kept only when both the variable and the value are given. */
export function writePayload(payload: ParsedPayload): string {
  const pairs = payload.assignments
    .filter((pair) => pair.variable.trim() !== '' && pair.value !== '')
    .map((pair) => `{{${pair.variable.trim()}}}=${pair.value}`);
  if (payload.redirectTo) pairs.push(`redirect_to=${payload.redirectTo}`);
  return pairs.join('&');
}
