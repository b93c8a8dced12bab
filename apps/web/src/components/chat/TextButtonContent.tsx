import { Stack } from '@mantine/core';
import { ChoiceButton } from './ChoiceButton';
import { MessageText } from './MessageText';
import type { MessageAction } from './messageAction';
import type { ShownButton } from './messageContent';

/** A text with its reply buttons; a tap sends `{ type: 'button', id, title }` in the simulator. */
export function TextButtonContent({
  text,
  buttons,
  onAction,
}: {
  text: string;
  buttons: ShownButton[];
  onAction?: MessageAction;
}) {
  return (
    <Stack gap={6}>
      <MessageText text={text} />
      {buttons.map((button, index) => (
        <ChoiceButton
          // biome-ignore lint/suspicious/noArrayIndexKey: buttons may share an id (same target block).
          key={index}
          onClick={onAction && (() => onAction({ type: 'button', id: button.id, title: button.title }))}
        >
          {button.title}
        </ChoiceButton>
      ))}
    </Stack>
  );
}
