import { Avatar, type MantineSize } from '@mantine/core';
import { apiOrigin } from '../lib/apiClient';
import { useTexts } from '../lib/i18n/useTexts';
import { chatbotAvatarUrl } from './chatbotAvatarUrl';
import { commonTexts } from './commonTexts';

interface ChatbotAvatarProps {
  avatar: string | null | undefined;
  name: string;
  size?: MantineSize | number;
  /** A local preview (object URL) shown instead of the stored avatar. */
  previewUrl?: string | null;
}

/** A chatbot's picture; the bot's initials show if the image cannot load. */
export function ChatbotAvatar({ avatar, name, size = 'lg', previewUrl }: ChatbotAvatarProps) {
  const t = useTexts(commonTexts).chatbotAvatar;
  return (
    <Avatar
      src={previewUrl ?? chatbotAvatarUrl(avatar, apiOrigin())}
      alt={name ? t.alt({ name }) : t.altUnnamed}
      name={name}
      color="initials"
      size={size}
      radius="xl"
    />
  );
}
