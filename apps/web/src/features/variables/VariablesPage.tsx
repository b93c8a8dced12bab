import { messages } from '@griot/contract/messages';
import { Button, Group } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconRefresh } from '@tabler/icons-react';
import { useNavigate, useParams } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { ScreenLoader } from '../../components/ScreenLoader';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { useVariablesScreenData } from './useVariablesScreenData';
import { VariablesEditor } from './VariablesEditor';
import { variablesTexts } from './variablesTexts';

/** /dashboard/chatbots/:idchatbot/variables: the variables a chatbot's flows may fill. */
export function VariablesPage() {
  const t = useTexts(variablesTexts);
  const common = useTexts(commonTexts);
  const { idchatbot: chatbotId = '' } = useParams();
  const data = useVariablesScreenData(chatbotId);
  const navigate = useNavigate();

  if (data.kind === 'loading') return <ScreenLoader label={t.loading} />;
  if (data.kind === 'failed') {
    return (
      <StateCard
        icon={<IconAlertTriangle size={30} />}
        color="red"
        title={messages.variables.loadFailed}
        text={common.states.checkConnection}
        role="alert"
      >
        <Group gap="sm" justify="center">
          <Button
            variant="light"
            leftSection={<IconArrowLeft size={16} aria-hidden />}
            onClick={() => navigate(-1)}
          >
            {common.actions.back}
          </Button>
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={data.retry}>
            {common.actions.retry}
          </Button>
        </Group>
      </StateCard>
    );
  }
  // Keyed by chatbot: another chatbot's screen starts from its own list.
  return <VariablesEditor key={data.chatbot._id} chatbot={data.chatbot} initialVariables={data.variables} />;
}
