import type { ChatbotTemplate } from '@griot/contract/chatbotTransfer/chatbotTransferContract';
import { Badge, Box, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { IconSparkles } from '@tabler/icons-react';
import { ChatbotTypeBadge } from '../../../components/ChatbotTypeBadge';
import { useTexts } from '../../../lib/i18n/useTexts';
import { templateTexts } from './templateTexts';

type HighlightKey = keyof (typeof templateTexts)['highlights'];

function isHighlight(value: string, labels: object): value is HighlightKey {
  return Object.hasOwn(labels, value);
}

/** One starter template: its name, what it does, what it shows off, its channel and its size. */
export function TemplateCard({ template, onUse }: { template: ChatbotTemplate; onUse: () => void }) {
  const t = useTexts(templateTexts);
  const highlights = template.highlights.filter((highlight) => isHighlight(highlight, t.highlights));
  return (
    <Card withBorder radius="lg" padding="lg" h="100%">
      <Stack gap="sm" h="100%" justify="space-between">
        <Stack gap="xs">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Title order={3} fz="md" style={{ overflowWrap: 'anywhere' }}>
              {template.name}
            </Title>
            {/* The channel stays whole beside a long name: the name wraps instead. */}
            <Box style={{ flexShrink: 0 }}>
              <ChatbotTypeBadge type={template.channel} />
            </Box>
          </Group>
          <Text size="sm" c="dimmed">
            {template.description}
          </Text>
          <Group gap={6}>
            {highlights.map((highlight) => (
              <Badge key={highlight} variant="light" color="griot" radius="sm" tt="none">
                {t.highlights[highlight]}
              </Badge>
            ))}
          </Group>
        </Stack>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {t.blocks({ count: template.block_count })}
          </Text>
          <Button
            variant="light"
            leftSection={<IconSparkles size={16} aria-hidden />}
            aria-label={t.useNamed({ name: template.name })}
            onClick={onUse}
          >
            {t.use}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
