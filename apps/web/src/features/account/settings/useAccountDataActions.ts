import { notifications } from '@mantine/notifications';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/downloadFile';
import { ACCOUNT_DELETED_LOGIN } from '../../../lib/loginNotices';
import { orpc } from '../../../lib/orpc';
import { clearStoredSession } from '../../../lib/sessionStore';
import { accountFailure } from '../accountFailure';
import { settingsTexts as t } from './settingsTexts';

/** The archive of a large account takes longer than the default 15 s to prepare. */
const EXPORT_TIMEOUT_MS = 120_000;

/** What the settings screen does with the account's data: its export, an invoice, its deletion. */
export function useAccountDataActions() {
  const exportData = useMutation(
    orpc.account.exportData.mutationOptions({
      context: { timeoutMs: EXPORT_TIMEOUT_MS },
      onSuccess: (file) => downloadFile(file, 'griot-export.zip'),
      onError: (error) =>
        notifications.show({ color: 'red', message: accountFailure(error, t.privacy.exportFailed) }),
    }),
  );

  // The invoice's file name needs its number: the tab passes it with `mutate(…, { onSuccess })`.
  const downloadInvoice = useMutation(
    orpc.account.invoicePdf.mutationOptions({
      onError: (error) =>
        notifications.show({ color: 'red', message: accountFailure(error, t.billing.downloadFailed) }),
    }),
  );

  const deleteAccount = useMutation(
    orpc.account.deleteAccount.mutationOptions({
      onSuccess: () => {
        clearStoredSession();
        // A full load of the login screen, which says the account was deleted: nothing of the
        // account stays in memory (cached screens), and the guard of the dashboard, seeing no
        // session, cannot send the owner to a bare /login first (a toast was lost that way).
        window.location.replace(ACCOUNT_DELETED_LOGIN);
      },
    }),
  );

  return { exportData, downloadInvoice, deleteAccount };
}
