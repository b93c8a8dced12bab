import { Button } from '@mantine/core';
import { IconAlertTriangle, IconLogin, IconRefresh } from '@tabler/icons-react';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { asksToReconnect } from './chatbotListErrorMessage';
import { chatbotTexts } from './chatbotTexts';

interface ChatbotListErrorProps {
  message: string;
  onRetry: () => void;
  onReconnect: () => void;
}

/** The list's error state: 'Se reconnecter' when the message asks for it, else 'Réessayer'. */
export function ChatbotListError({ message, onRetry, onReconnect }: ChatbotListErrorProps) {
  const t = useTexts(chatbotTexts);
  const common = useTexts(commonTexts);
  return (
    <StateCard
      icon={<IconAlertTriangle size={30} />}
      color="red"
      title={t.list.errorTitle}
      text={message}
      role="alert"
    >
      {asksToReconnect(message) ? (
        <Button leftSection={<IconLogin size={16} aria-hidden />} onClick={onReconnect}>
          {t.list.reconnect}
        </Button>
      ) : (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          {common.actions.retry}
        </Button>
      )}
    </StateCard>
  );
}
