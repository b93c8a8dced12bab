import { Button, Group } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconDatabaseOff,
  IconLogin,
  IconRefresh,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { ScreenLoader } from '../../../components/ScreenLoader';
import { StateCard } from '../../../components/StateCard';
import { useSessionExpiry } from '../../../lib/useSessionExpiry';
import { ChatbotSettingsForm } from './ChatbotSettingsForm';
import { useChatbotDetails } from './useChatbotDetails';

/** /dashboard/chatbots/:id/settings: every setting of one chatbot. */
export function ChatbotSettingsPage() {
  const { id: chatbotId = '' } = useParams();
  const details = useChatbotDetails(chatbotId);
  const expireSession = useSessionExpiry();

  switch (details.kind) {
    case 'loading':
      return <ScreenLoader label="Chargement du chatbot…" />;
    case 'ready':
      // Keyed by id: another chatbot's settings start from its own values.
      return <ChatbotSettingsForm key={details.chatbot._id} chatbot={details.chatbot} />;
    case 'notFound':
      return (
        <StateCard
          icon={<IconDatabaseOff size={30} />}
          color="gray"
          title={details.message}
          text="Ce chatbot n'existe pas ou n'appartient pas à votre compte."
          role="alert"
        >
          <BackToList />
        </StateCard>
      );
    default:
      return (
        <StateCard
          icon={<IconAlertTriangle size={30} />}
          color="red"
          title={details.message}
          text={
            details.reconnect
              ? 'Veuillez vous reconnecter pour accéder aux paramètres de ce chatbot.'
              : 'Vérifiez votre connexion, puis réessayez.'
          }
          role="alert"
        >
          {details.reconnect ? (
            <Button leftSection={<IconLogin size={16} aria-hidden />} onClick={() => expireSession()}>
              Se reconnecter
            </Button>
          ) : (
            <Group gap="sm" justify="center">
              <BackToList />
              {details.retry && (
                <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={details.retry}>
                  Réessayer
                </Button>
              )}
            </Group>
          )}
        </StateCard>
      );
  }
}

function BackToList() {
  return (
    <Button
      component={Link}
      to="/dashboard/chatbots"
      variant="light"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      Retour à la liste
    </Button>
  );
}
