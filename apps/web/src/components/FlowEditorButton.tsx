import { Button } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useTexts } from '../lib/i18n/useTexts';
import { useCan } from '../lib/workspaceRole';
import { commonTexts } from './commonTexts';

/** The way from a chatbot's dashboard or settings to its flow editor, for the roles that may open it. */
export function FlowEditorButton({ chatbotId }: { chatbotId: string }) {
  const t = useTexts(commonTexts);
  if (!useCan('flows.tree')) return null;
  return (
    <Button
      component={Link}
      to={`/dashboard/chatbots/${chatbotId}/playground`}
      variant="light"
      leftSection={<IconSitemap size={16} aria-hidden />}
    >
      {t.flowEditor}
    </Button>
  );
}
