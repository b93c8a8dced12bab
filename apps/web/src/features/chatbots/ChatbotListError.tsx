import { Button } from '@mantine/core';
import { IconAlertTriangle, IconLogin, IconRefresh } from '@tabler/icons-react';
import { StateCard } from '../../components/StateCard';
import { asksToReconnect } from './chatbotListErrorMessage';

interface ChatbotListErrorProps {
  message: string;
  onRetry: () => void;
  onReconnect: () => void;
}

/** The list's error state: 'Se reconnecter' when the message asks for it, else 'Réessayer'. */
export function ChatbotListError({ message, onRetry, onReconnect }: ChatbotListErrorProps) {
  return (
    <StateCard
      icon={<IconAlertTriangle size={30} />}
      color="red"
      title="Impossible d'afficher vos chatbots"
      text={message}
      role="alert"
    >
      {asksToReconnect(message) ? (
        <Button leftSection={<IconLogin size={16} aria-hidden />} onClick={onReconnect}>
          Se reconnecter
        </Button>
      ) : (
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
          Réessayer
        </Button>
      )}
    </StateCard>
  );
}
