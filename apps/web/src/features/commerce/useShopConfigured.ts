import { useQuery } from '@tanstack/react-query';
import { api } from '../../lib/apiClient';

/**
 * Whether this server has an online shop, asked once per session: undefined until known (or when
 * the question failed), so the shop button then falls back to asking at the click.
 */
export function useShopConfigured(): boolean | undefined {
  const query = useQuery({
    queryKey: ['shop-status'],
    queryFn: () => api.ecommerce.status(),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
  return query.data?.configured;
}
