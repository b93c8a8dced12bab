import { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';
import { messages } from '@griot/contract/messages';
import type { DraftField, VariableDraft } from './variableDrafts';

const m = messages.variables;
/** The server's id rule (variableSchemas.ts), checked here so the user hears of it while typing. */
const ID_PATTERN = /^[A-Za-z0-9_]{1,50}$/;

/** One problem of one variable: the field to mark and the French message to list. */
export interface VariableIssue {
  field: DraftField;
  message: string;
}

export interface VariablesValidation {
  /** One list of issues per variable, in the list's order. */
  errors: VariableIssue[][];
  /** At least one variable and no error anywhere. */
  valid: boolean;
}

/** The variables screen's rules, plus the server's own id rules. */
export function validateVariables(
  drafts: readonly Pick<VariableDraft, 'id' | 'slug' | 'type'>[],
): VariablesValidation {
  const seen = new Set<string>();
  const errors = drafts.map((draft) => {
    const list: VariableIssue[] = [];
    const id = draft.id.trim();
    const idMessage = idProblem(id, seen);
    if (idMessage) list.push({ field: 'id', message: idMessage });
    if (id !== '') seen.add(id);
    if (draft.slug.trim() === '') list.push({ field: 'slug', message: m.slugRequired });
    if (draft.type === '') list.push({ field: 'type', message: m.typeRequired });
    return list;
  });
  return { errors, valid: drafts.length > 0 && errors.every((list) => list.length === 0) };
}

function idProblem(id: string, earlierIds: ReadonlySet<string>): string | null {
  if (id === '') return m.idRequired;
  if (!ID_PATTERN.test(id)) return m.idInvalid;
  if (GLOBAL_VARIABLES.some((name) => name === id)) return m.globalReserved;
  // Only the later copies are flagged, as the server does: the first one keeps its place.
  if (earlierIds.has(id)) return m.idTaken;
  return null;
}
