import { Drawer } from '@mantine/core';
import { conversationTexts } from '../../../components/chat/conversationTexts';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { SimulatorChat } from './SimulatorChat';

interface SimulatorDrawerProps {
  chatbotId: string;
  opened: boolean;
  onClose: () => void;
}

/** The playground's 'Tester' panel: a right-side drawer holding a test conversation with the bot. */
export function SimulatorDrawer({ chatbotId, opened, onClose }: SimulatorDrawerProps) {
  const t = useTexts(conversationTexts);
  const common = useTexts(commonTexts);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size="md"
      title={t.simulator.title}
      closeButtonProps={{ 'aria-label': common.actions.close }}
      styles={{
        content: { display: 'flex', flexDirection: 'column' },
        body: { flex: 1, minHeight: 0, display: 'flex', flexDirection: 'column' },
      }}
    >
      {opened && <SimulatorChat chatbotId={chatbotId} />}
    </Drawer>
  );
}
