import type { Chatbot } from '@griot/contract/chatbots/chatbotSchemas';
import { useState } from 'react';
import { AvatarPicker } from '../create/AvatarPicker';
import { useChatbotSettingsActions } from './useChatbotSettingsActions';

/** The settings screen's avatar: a chosen image is uploaded at once, previewed while it travels. */
export function SettingsAvatar({ chatbot, name }: { chatbot: Chatbot; name: string }) {
  const upload = useChatbotSettingsActions(chatbot._id).uploadAvatar;
  // The chosen image is previewed while it travels, and dropped if the server did not keep it.
  const [file, setFile] = useState<File | null>(null);

  function send(avatar: File) {
    setFile(avatar);
    upload.mutate(
      { avatar, chatbot_id: chatbot._id },
      { onSuccess: (result) => !result?.avatar && setFile(null), onError: () => setFile(null) },
    );
  }

  return (
    <AvatarPicker name={name} avatar={chatbot.avatar} file={file} onSelect={send} busy={upload.isPending} />
  );
}
