import { useDebouncedValue } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';
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
  const query = useQuery({
    queryKey: ['broadcast-missing-values', chatbotId, settled],
    enabled: settled === asked && conditions !== undefined && parameters.length > 0,
    queryFn: () =>
      api.broadcasts.missingValues({ id: chatbotId, conditions: conditions ?? '[]', parameters }),
    staleTime: 30_000,
  });
  if (parameters.length === 0) return [];
  return query.data?.missing;
}
