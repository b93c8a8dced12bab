import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';
import type { MissingValueCount } from './missingValuesNotice';

export interface SlotFilling {
  key: string;
  source: 'constant' | 'variable';
  value: string;
  fallback: string;
}

/**
 * How many of the segment's recipients lack each chosen variable's value, asked again (after a
 * short pause in typing) whenever the segment or a variable slot changes. Undefined until known.
 */
export function useMissingValues(
  chatbotId: string,
  conditions: string | undefined,
  fillings: readonly SlotFilling[],
): MissingValueCount[] | undefined {
  const parameters = fillings.filter((filling) => filling.source === 'variable' && filling.value !== '');
  // Asked once the form has been still for a moment (its text, not a new object each render).
  const asked = JSON.stringify({ conditions, parameters });
  const [settled] = useDebouncedValue(asked, 300);
  // The settled form is the call's input, so the last counts stay on screen while the user types.
  const still: { conditions?: string; parameters: SlotFilling[] } = JSON.parse(settled);
  const query = useQuery(
    orpc.broadcasts.missingValues.queryOptions({
      input: { id: chatbotId, conditions: still.conditions ?? '[]', parameters: still.parameters },
      enabled: settled === asked && conditions !== undefined && parameters.length > 0,
      staleTime: 30_000,
    }),
  );
  if (parameters.length === 0) return [];
  return query.data?.missing;
}
