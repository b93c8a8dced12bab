import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { orpc } from '../../lib/orpc';
import { whatsappFailure } from './whatsappFailure';

const TOAST_MS = 5000;
export const showSuccess = (message: string) =>
  notifications.show({ color: 'green', message, autoClose: TOAST_MS });
export const showFailure = (message: string) =>
  notifications.show({ color: 'red', message, autoClose: TOAST_MS });

/**
 * What the WhatsApp accounts screen does to a number (send and check the code, link or unlink a
 * chatbot, delete, pick the number of a WABA), each with its toast and the refresh of the list
 * (and of the chatbots when a link changed). `close` shuts the dialog that asked. The numbers
 * waiting for their SMS code are kept here, between the code sent and the code checked.
 */
export function useWhatsAppAccountActions(close: () => void) {
  const queryClient = useQueryClient();
  const [codeEntry, setCodeEntry] = useState<ReadonlySet<string>>(new Set());
  const refresh = () => void queryClient.invalidateQueries({ queryKey: orpc.whatsappAccounts.list.key() });
  const refreshChatbots = () => void queryClient.invalidateQueries({ queryKey: orpc.chatbots.key() });

  const sendCode = useMutation(
    orpc.whatsappAccounts.sendCode.mutationOptions({
      onSuccess: (result, { idwhatsapp }) => {
        showSuccess(result.message || m.codeSent);
        setCodeEntry((current) => new Set(current).add(idwhatsapp));
        close();
      },
      onError: (error) => showFailure(whatsappFailure(error, m.sendCodeFailed)),
    }),
  );
  const checkCode = useMutation(
    orpc.whatsappAccounts.checkCode.mutationOptions({
      onSuccess: (_result, { idwhatsapp }) => {
        showSuccess(m.verified);
        setCodeEntry((current) => {
          const next = new Set(current);
          next.delete(idwhatsapp);
          return next;
        });
        refresh();
      },
      onError: (error) => showFailure(whatsappFailure(error, m.codeWrong)),
    }),
  );
  // Linking and unlinking change the account and the chatbot both: both lists are read again.
  const linkChanged = (done: string, failed: string) => ({
    onSuccess: () => {
      showSuccess(done);
      close();
      refresh();
      refreshChatbots();
    },
    onError: (error: Error) => showFailure(whatsappFailure(error, failed)),
  });
  const link = useMutation(
    orpc.whatsappAccounts.associate.mutationOptions(linkChanged(m.linked, m.linkFailed)),
  );
  const dissociate = useMutation(
    orpc.whatsappAccounts.dissociate.mutationOptions(linkChanged(m.dissociated, m.dissociateFailed)),
  );
  const remove = useMutation(
    orpc.whatsappAccounts.remove.mutationOptions({
      onSuccess: () => {
        showSuccess(m.deleted);
        close();
        refresh();
      },
      onError: (error) => showFailure(whatsappFailure(error, m.deleteFailed)),
    }),
  );
  const chooseNumber = useMutation(
    orpc.whatsappAccounts.update.mutationOptions({
      onSuccess: (result) => {
        showSuccess(result.message);
        refresh();
      },
      onError: (error) => showFailure(whatsappFailure(error, m.createFailed)),
    }),
  );

  return { codeEntry, sendCode, checkCode, link, dissociate, remove, chooseNumber };
}
