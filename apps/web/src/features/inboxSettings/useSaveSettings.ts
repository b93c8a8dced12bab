import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { orpc } from '../../lib/orpc';

/** Saving the inbox settings: the server's toast, and every screen reading them follows. */
export function useSaveSettings() {
  const queryClient = useQueryClient();
  return useMutation(
    orpc.inbox.saveSettings.mutationOptions({
      onSuccess: (result) => {
        queryClient.setQueryData(orpc.inbox.settings.queryKey(), {
          success: true,
          settings: result.settings,
        });
        notifications.show({ color: 'green', message: result.message, autoClose: 5000 });
      },
    }),
  );
}
