import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/**
 * Whether this server has an online shop, asked once per session: undefined until known (or when
 * the question failed), so the shop button then falls back to asking at the click.
 */
export function useShopConfigured(): boolean | undefined {
  const query = useQuery(
    orpc.commerce.status.queryOptions({
      select: (status) => status.configured,
      staleTime: Number.POSITIVE_INFINITY,
      retry: false,
    }),
  );
  return query.data;
}
