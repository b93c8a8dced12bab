import { Stack, Text } from '@mantine/core';
import { IconList } from '@tabler/icons-react';
import { ChoiceButton } from './ChoiceButton';
import { MessageText } from './MessageText';
import type { MessageAction } from './messageAction';
import type { OutboundView } from './messageContent';

type ListView = Extract<OutboundView, { kind: 'list' }>;

/** An interactive list: header, body, footer, the list's button, then its sections and rows. */
export function ListContent({ list, onAction }: { list: ListView; onAction?: MessageAction }) {
  return (
    <Stack gap={6}>
      {list.header && (
        <Text size="sm" fw={700}>
          {list.header}
        </Text>
      )}
      <MessageText text={list.body} />
      {list.footer && (
        <Text size="xs" c="dimmed">
          {list.footer}
        </Text>
      )}
      {list.button && (
        <Text
          size="sm"
          fw={600}
          ta="center"
          c="blue"
          style={{ display: 'flex', gap: 4, justifyContent: 'center' }}
        >
          <IconList size={16} aria-hidden />
          {list.button}
        </Text>
      )}
      {list.sections.map((section, sectionIndex) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: sections have no id.
        <Stack gap={4} key={sectionIndex} role="group" aria-label={section.title || list.button}>
          {section.title && (
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {section.title}
            </Text>
          )}
          {section.rows.map((row, rowIndex) => (
            <ChoiceButton
              // biome-ignore lint/suspicious/noArrayIndexKey: row ids are not guaranteed unique.
              key={rowIndex}
              onClick={onAction && (() => onAction({ type: 'list', id: row.id, title: row.title }))}
            >
              <span>{row.title}</span>
              {row.description && (
                <Text span display="block" size="xs" c="dimmed" fw={400}>
                  {row.description}
                </Text>
              )}
            </ChoiceButton>
          ))}
        </Stack>
      ))}
    </Stack>
  );
}
