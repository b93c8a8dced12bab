import type { WhatsAppTemplate } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** The account's templates as Griot keeps them (Meta's webhooks keep their statuses). */
export function useTemplates(accountId: string) {
  return useQuery(
    orpc.whatsappTemplates.list.queryOptions({
      input: { id: accountId },
      select: (result) => result.templates,
      retry: false,
      // A review comes by webhook: look again now and then while one is waiting.
      refetchInterval: (query) =>
        query.state.data?.templates.some((template) => template.status === 'PENDING') ? 15_000 : false,
    }),
  );
}

/** 'Actualiser depuis Meta': Meta's list read again; the answer replaces the cached one. */
export function useRefreshTemplates(accountId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => orpc.whatsappTemplates.list.call({ id: accountId, refresh: true }),
    onSuccess: (result) =>
      queryClient.setQueryData(orpc.whatsappTemplates.list.queryKey({ input: { id: accountId } }), result),
  });
}

/** Everything cached about templates, after a change. */
export function useInvalidateTemplates() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: orpc.whatsappTemplates.key() });
}

/** The account itself (its name in the title), from the accounts list the accounts screen caches. */
export function useAccount(accountId: string) {
  return useQuery(
    orpc.whatsappAccounts.list.queryOptions({
      select: (accounts) => accounts.find((account) => account._id === accountId) ?? null,
      retry: false,
    }),
  );
}

export type { WhatsAppTemplate };
