import { CHATBOT_PAGE_SIZE } from '@griot/contract/constants';
import { Card, Group, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { chatbotTexts } from './chatbotTexts';

const PLACEHOLDERS = Array.from({ length: CHATBOT_PAGE_SIZE }, (_, index) => `placeholder-${index}`);

/** Card-shaped placeholders, as many as the first page, while the list loads. */
export function ChatbotGridSkeleton() {
  const t = useTexts(chatbotTexts);
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, xl: 3 }} spacing="lg" role="status" aria-label={t.list.loading}>
      {PLACEHOLDERS.map((key) => (
        <Card key={key} withBorder radius="lg" padding="lg">
          <Group wrap="nowrap">
            <Skeleton height={52} circle />
            <Stack gap={8} style={{ flex: 1 }}>
              <Skeleton height={14} width="60%" />
              <Skeleton height={12} width="30%" />
            </Stack>
          </Group>
          <Skeleton height={10} mt="lg" />
          <Skeleton height={10} mt={8} width="80%" />
          <Skeleton height={56} mt="md" radius="md" />
          <Skeleton height={12} mt="md" width="40%" />
        </Card>
      ))}
    </SimpleGrid>
  );
}
