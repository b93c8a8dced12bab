import { Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { failureText, isNotFound } from '../../components/chat/failureText';
import { commonTexts } from '../../components/commonTexts';
import { StateCard } from '../../components/StateCard';
import { useTexts } from '../../lib/i18n/useTexts';
import { conversationScreenTexts } from './conversationScreenTexts';

interface ConversationLoadFailureProps {
  error: unknown;
  /** The icon of a 404 (unknown chatbot or conversation) and its title when the server sends none. */
  notFoundIcon: ReactNode;
  notFoundTitle: string;
  /** The title of any other failure, which can be tried again. */
  failedTitle: string;
  onRetry: () => void;
}

/** A list or transcript that did not load: an unknown one leads back to the chatbots, any other failure offers a retry. */
export function ConversationLoadFailure(props: ConversationLoadFailureProps) {
  const { error, notFoundIcon, notFoundTitle, failedTitle, onRetry } = props;
  const t = useTexts(conversationScreenTexts);
  const common = useTexts(commonTexts);
  if (isNotFound(error))
    return (
      <StateCard
        icon={notFoundIcon}
        color="gray"
        title={failureText(error, notFoundTitle)}
        text={t.notFoundText}
        role="alert"
      >
        <Button component={Link} to="/dashboard/chatbots" variant="light">
          {t.backToChatbots}
        </Button>
      </StateCard>
    );
  return (
    <StateCard
      icon={<IconAlertTriangle size={32} />}
      color="red"
      title={failedTitle}
      text={failureText(error, common.states.checkConnection)}
      role="alert"
    >
      <Button variant="light" color="red" onClick={onRetry}>
        {common.actions.retry}
      </Button>
    </StateCard>
  );
}
