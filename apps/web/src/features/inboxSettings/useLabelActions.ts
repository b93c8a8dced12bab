import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { inboxSettingsTexts } from './inboxSettingsTexts';
import { toastRefusal } from './serverRefusal';

/**
 * Creating, renaming and deleting labels (administrators). The whole inbox is read again after
 * each: its conversations show their labels, and a deleted one leaves every conversation.
 */
export function useLabelActions() {
  const t = useTexts(inboxSettingsTexts).labels;
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orpc.inbox.key() });
  const create = useMutation(orpc.inbox.createLabel.mutationOptions({ onSuccess: refresh }));
  const update = useMutation(orpc.inbox.updateLabel.mutationOptions({ onSuccess: refresh }));
  const remove = useMutation(
    orpc.inbox.removeLabel.mutationOptions({
      onSuccess: refresh,
      onError: (error) => toastRefusal(error, t.failed),
    }),
  );
  return { create, update, remove };
}
