import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { messages } from '@griot/contract/messages';
import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { api } from '../../../lib/apiClient';
import { classifyApiError } from '../../../lib/apiErrors';
import { chatbotQueryKeys } from '../chatbotQueryKeys';
import { chatbotTexts } from '../chatbotTexts';
import { AvatarPicker } from '../create/AvatarPicker';
import { serverErrorText } from '../serverErrorText';

/** An upload of up to 5 MB gets more than the default 15 s. */
const UPLOAD_TIMEOUT_MS = 60_000;

/** The settings screen's avatar: a chosen image is uploaded at once, previewed while it travels. */
export function SettingsAvatar({ chatbot, name }: { chatbot: Chatbot; name: string }) {
  const queryClient = useQueryClient();
  const [file, setFile] = useState<File | null>(null);

  const upload = useMutation({
    mutationFn: (avatar: File) =>
      api.chatbots.uploadAvatar(
        { avatar, chatbot_id: chatbot._id },
        { context: { timeoutMs: UPLOAD_TIMEOUT_MS } },
      ),
    onMutate: (avatar) => setFile(avatar),
    onSuccess: (result) => {
      if (!result?.avatar) {
        setFile(null);
        notifications.show({ color: 'red', message: chatbotTexts.settings.avatarUpdateFailed });
        return;
      }
      queryClient.setQueryData<Chatbot>(chatbotQueryKeys.detail(chatbot._id), (current) =>
        current ? { ...current, avatar: result.avatar } : current,
      );
      void queryClient.invalidateQueries({ queryKey: chatbotQueryKeys.list() });
      notifications.show({ color: 'green', message: result.message || messages.chatbots.avatarUpdated });
    },
    onError: (error) => {
      setFile(null);
      const detail = serverErrorText(classifyApiError(error));
      notifications.show({
        color: 'red',
        title: detail ? chatbotTexts.settings.avatarUploadFailed : undefined,
        message: detail ?? chatbotTexts.settings.avatarUploadFailed,
      });
    },
  });

  return (
    <AvatarPicker
      name={name}
      avatar={chatbot.avatar}
      file={file}
      onSelect={(avatar) => upload.mutate(avatar)}
      busy={upload.isPending}
    />
  );
}
