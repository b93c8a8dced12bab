/** The variables a canned response may hold, filled from the conversation's end-user when inserted. */
export const CANNED_VARIABLES = ['first_name', 'name', 'phone'] as const;
export type CannedVariable = (typeof CANNED_VARIABLES)[number];

export const variableToken = (variable: CannedVariable) => `{{${variable}}}`;

/** The text with each known variable replaced by `values` (the modal's preview). */
export function fillVariables(text: string, values: Record<CannedVariable, string>): string {
  return text.replace(/\{\{\s*(first_name|name|phone)\s*\}\}/g, (_, key: CannedVariable) => values[key]);
}
