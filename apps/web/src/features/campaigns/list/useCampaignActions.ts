import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../../lib/orpc';

/**
 * The list's actions: pause, resume or cancel a running campaign (the broadcasts' control call),
 * cancel a plan before it starts, and send the A/B winner to the rest. Each rereads the list.
 */
export function useCampaignActions() {
  const queryClient = useQueryClient();
  const refresh = () => {
    void queryClient.invalidateQueries({ queryKey: orpc.campaignPlans.key() });
    void queryClient.invalidateQueries({ queryKey: orpc.broadcasts.key() });
  };
  const control = useMutation(orpc.broadcasts.control.mutationOptions({ onSettled: refresh }));
  const cancelPlan = useMutation(orpc.campaignPlans.cancel.mutationOptions({ onSettled: refresh }));
  const pickWinner = useMutation(orpc.campaignPlans.pickWinner.mutationOptions({ onSettled: refresh }));
  return { control, cancelPlan, pickWinner };
}
