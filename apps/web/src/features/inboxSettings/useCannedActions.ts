import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { toastRefusal } from './serverRefusal';

/**
 * Creating, editing and deleting canned responses. A refusal of the form's fields stays in the
 * modal (its caller reads it); a deletion's refusal is a toast. The list is read again after each.
 */
export function useCannedActions() {
  const t = useTexts(inboxSettingsTexts).canned;
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orpc.cannedResponses.key() });
  const create = useMutation(orpc.cannedResponses.create.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(orpc.cannedResponses.update.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(
    orpc.cannedResponses.remove.mutationOptions({
      onSuccess: refresh,
      onError: (error) => toastRefusal(error, t.failed),
    }),
  );
  return { create, update, remove };
}
