import { Button } from '@mantine/core';
import { IconFileImport } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { useCan } from '../../../lib/workspaceRole';
import { ImportChatbotModal } from './ImportChatbotModal';
import { transferTexts } from './transferTexts';

/** 'Importer un chatbot' in the list's toolbar, for the roles that may create one. */
export function ImportChatbotButton() {
  const t = useTexts(transferTexts);
  const allowed = useCan('chatbotTransfer.import');
  const [opened, setOpened] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconFileImport size={16} aria-hidden />}
        onClick={() => setOpened(true)}
      >
        {t.import.button}
      </Button>
      <ImportChatbotModal opened={opened} onClose={() => setOpened(false)} />
    </>
  );
}
