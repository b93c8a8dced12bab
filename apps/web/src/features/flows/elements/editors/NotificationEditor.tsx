import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { Stack } from '@mantine/core';
import { useTexts } from '../../../../lib/i18n/useTexts';
import { elementTexts } from '../elementTexts';
import { CommitTextInput } from './CommitTextInput';
import type { TypedEditorProps } from './elementOf';
import { InlineTextEditor } from './text/InlineTextEditor';

/** A message sent to a fixed number, e.g. an agent, when the flow reaches this element. */
export function NotificationEditor({ element, onChange }: TypedEditorProps<'notification'>) {
  const t = useTexts(elementTexts);
  return (
    <Stack gap="xs">
      <CommitTextInput
        label={t.notification.to}
        value={element.to}
        max={32}
        placeholder="+221770000000"
        onCommit={(to) => onChange({ ...element, to: to.trim() })}
      />
      <InlineTextEditor
        label={t.notification.message}
        value={element.notification.message}
        max={FLOW_LIMITS.text}
        placeholder={t.text.messagePlaceholder}
        onSave={(message) => onChange({ ...element, notification: { ...element.notification, message } })}
      />
    </Stack>
  );
}
