import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/**
 * The broadcast panel's calls: starting a campaign, and pausing, resuming or cancelling one. Each
 * refreshes the recent campaigns; a control also rereads that campaign's progress at once.
 */
export function useBroadcastActions(chatbotId: string) {
  const queryClient = useQueryClient();
  const refreshCampaigns = () =>
    queryClient.invalidateQueries({ queryKey: orpc.broadcasts.list.key({ input: { id: chatbotId } }) });

  const start = useMutation(
    orpc.broadcasts.start.mutationOptions({ onSuccess: () => void refreshCampaigns() }),
  );

  const control = useMutation(
    orpc.broadcasts.control.mutationOptions({
      onSuccess: (_answer, { campaignId }) => {
        void queryClient.invalidateQueries({
          queryKey: orpc.broadcasts.report.key({ input: { id: chatbotId, campaignId } }),
        });
        void refreshCampaigns();
      },
    }),
  );

  return { start, control };
}
