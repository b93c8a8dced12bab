import { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../../../../lib/orpc';

export interface EditorVariable {
  id: string;
  slug: string;
  type: string;
}

/** The built-in globals: also the list used when loading the variables fails. */
const FALLBACK: EditorVariable[] = GLOBAL_VARIABLES.map((id) => ({ id, slug: id, type: 'global' }));

/** The chatbot's variables for the selectors: declared ones and the built-in globals. */
export function useEditorVariables(chatbotId: string): { variables: EditorVariable[]; loading: boolean } {
  const query = useQuery(
    orpc.variables.forEditor.queryOptions({ input: { idchatbot: chatbotId }, staleTime: 60_000 }),
  );
  if (query.isPending) return { variables: FALLBACK, loading: true };
  return { variables: query.data?.variables ?? FALLBACK, loading: false };
}

/** Payloads and variable insertion may only target the chatbot's own variables. */
export function declaredOnly(variables: readonly EditorVariable[]): EditorVariable[] {
  return variables.filter((variable) => variable.type !== 'global');
}
