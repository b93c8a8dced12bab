import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { orpc } from '../../lib/orpc';

/**
 * The edit screen's save: the detail's cache takes the saved end-user at once, the server's message
 * is the toast, and the detail screen opens. A refusal stays on the form (its `error`).
 */
export function useEndUserActions(id: string) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const save = useMutation(
    orpc.endUsers.update.mutationOptions({
      onSuccess: (answer) => {
        queryClient.setQueryData(orpc.endUsers.detail.queryKey({ input: { id } }), {
          success: true as const,
          user: answer.user,
        });
        notifications.show({ color: 'green', message: answer.message });
        void navigate(`/dashboard/users/${id}`);
      },
    }),
  );
  return { save };
}
