import { useQuery } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

export function useWhatsAppAccounts() {
  return useQuery(orpc.whatsappAccounts.list.queryOptions({ retry: false }));
}

export function useSignupConfig() {
  return useQuery(
    orpc.whatsappAccounts.signupConfig.queryOptions({
      select: (result) => result.config,
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );
}
