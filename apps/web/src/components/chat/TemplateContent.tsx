import { Stack, Text } from '@mantine/core';
import { ChoiceButton } from './ChoiceButton';
import { MessageText } from './MessageText';
import type { OutboundView } from './messageContent';

type TemplateView = Extract<OutboundView, { kind: 'template' }>;

/**
 * A WhatsApp template as the customer received it (a broadcast): bold header, body, dimmed
 * footer, and its buttons, shown but not tappable (the customer's tap arrives as their reply).
 */
export function TemplateContent({ template }: { template: TemplateView }) {
  return (
    <Stack gap={4}>
      {template.header && (
        <Text size="sm" fw={700}>
          {template.header}
        </Text>
      )}
      <MessageText text={template.body} />
      {template.footer && (
        <Text size="xs" c="dimmed">
          {template.footer}
        </Text>
      )}
      {template.buttons.map((title, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a template's buttons may share a title.
        <ChoiceButton key={index}>{title}</ChoiceButton>
      ))}
    </Stack>
  );
}
