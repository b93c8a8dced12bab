import { ActionIcon, Popover, SimpleGrid, UnstyledButton } from '@mantine/core';
import { IconMoodSmile } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../../../../lib/i18n/useTexts';
import { elementTexts } from '../../elementTexts';
import { EMOJIS } from './emojis';

/**
 * A grid of common emojis. Mouse presses do not take the focus, so the text being edited stays
 * in edit mode; the dropdown stays inside the editor so that tabbing into it is not a "click outside".
 */
export function EmojiPicker({ onPick }: { onPick: (emoji: string) => void }) {
  const t = useTexts(elementTexts).text;
  const [opened, setOpened] = useState(false);
  return (
    <Popover
      opened={opened}
      onChange={setOpened}
      position="bottom-end"
      withinPortal={false}
      shadow="md"
      trapFocus
    >
      <Popover.Target>
        <ActionIcon
          variant="subtle"
          aria-label={t.emoji}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => setOpened((value) => !value)}
        >
          <IconMoodSmile size={16} />
        </ActionIcon>
      </Popover.Target>
      <Popover.Dropdown p={4} mah={220} style={{ overflowY: 'auto' }}>
        <SimpleGrid cols={10} spacing={2} verticalSpacing={2}>
          {EMOJIS.map((emoji) => (
            <UnstyledButton
              key={emoji}
              aria-label={emoji}
              fz="lg"
              ta="center"
              onMouseDown={(event) => event.preventDefault()}
              onClick={() => {
                onPick(emoji);
                setOpened(false);
              }}
            >
              {emoji}
            </UnstyledButton>
          ))}
        </SimpleGrid>
      </Popover.Dropdown>
    </Popover>
  );
}
