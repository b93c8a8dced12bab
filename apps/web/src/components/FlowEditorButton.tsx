import { Button } from '@mantine/core';
import { IconSitemap } from '@tabler/icons-react';
import { Link } from 'react-router';

/** The way from a chatbot's dashboard or settings to its flow editor. */
export function FlowEditorButton({ chatbotId }: { chatbotId: string }) {
  return (
    <Button
      component={Link}
      to={`/dashboard/chatbots/${chatbotId}/playground`}
      variant="light"
      leftSection={<IconSitemap size={16} aria-hidden />}
    >
      Éditeur de flux
    </Button>
  );
}
