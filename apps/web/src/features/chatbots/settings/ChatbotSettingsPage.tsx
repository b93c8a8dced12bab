import { Button, Group } from '@mantine/core';
import {
  IconAlertTriangle,
  IconArrowLeft,
  IconDatabaseOff,
  IconLogin,
  IconRefresh,
} from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { commonTexts } from '../../../components/commonTexts';
import { ScreenLoader } from '../../../components/ScreenLoader';
import { StateCard } from '../../../components/StateCard';
import { useTexts } from '../../../lib/i18n/useTexts';
import { useSessionExpiry } from '../../../lib/useSessionExpiry';
import { chatbotTexts } from '../chatbotTexts';
import { ChatbotSettingsForm } from './ChatbotSettingsForm';
import { useChatbotDetails } from './useChatbotDetails';

/** /dashboard/chatbots/:id/settings: every setting of one chatbot. */
export function ChatbotSettingsPage() {
  const t = useTexts(chatbotTexts);
  const common = useTexts(commonTexts);
  const { id: chatbotId = '' } = useParams();
  const details = useChatbotDetails(chatbotId);
  const expireSession = useSessionExpiry();

  switch (details.kind) {
    case 'loading':
      return <ScreenLoader label={t.settings.loading} />;
    case 'ready':
      // Keyed by id: another chatbot's settings start from its own values.
      return <ChatbotSettingsForm key={details.chatbot._id} chatbot={details.chatbot} />;
    case 'notFound':
      return (
        <StateCard
          icon={<IconDatabaseOff size={30} />}
          color="gray"
          title={details.message}
          text={t.settings.notFoundText}
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
          text={details.reconnect ? t.settings.reconnectText : common.states.checkConnection}
          role="alert"
        >
          {details.reconnect ? (
            <Button leftSection={<IconLogin size={16} aria-hidden />} onClick={() => expireSession()}>
              {t.list.reconnect}
            </Button>
          ) : (
            <Group gap="sm" justify="center">
              <BackToList />
              {details.retry && (
                <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={details.retry}>
                  {common.actions.retry}
                </Button>
              )}
            </Group>
          )}
        </StateCard>
      );
  }
}

function BackToList() {
  const t = useTexts(chatbotTexts);
  return (
    <Button
      component={Link}
      to="/dashboard/chatbots"
      variant="light"
      leftSection={<IconArrowLeft size={16} aria-hidden />}
    >
      {t.settings.backToList}
    </Button>
  );
}
