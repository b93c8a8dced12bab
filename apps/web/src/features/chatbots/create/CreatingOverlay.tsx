import { Loader, LoadingOverlay, Stack, Text } from '@mantine/core';
import { useTexts } from '../../../lib/i18n/useTexts';
import { chatbotTexts } from '../chatbotTexts';

/** Covers the form while the chatbot is being created ('Création du chatbot en cours...'). */
export function CreatingOverlay({ visible }: { visible: boolean }) {
  const t = useTexts(chatbotTexts);
  return (
    <LoadingOverlay
      visible={visible}
      zIndex={150}
      overlayProps={{ radius: 'lg', blur: 2 }}
      loaderProps={{
        children: (
          <Stack align="center" gap="sm" role="status" aria-live="polite">
            <Loader />
            <Text fw={600}>{t.create.creating}</Text>
          </Stack>
        ),
      }}
    />
  );
}
