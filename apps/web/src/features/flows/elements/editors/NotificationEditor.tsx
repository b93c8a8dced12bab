import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { Stack } from '@mantine/core';
import { CommitTextInput } from './CommitTextInput';
import type { TypedEditorProps } from './elementOf';
import { InlineTextEditor } from './text/InlineTextEditor';

/** A message sent to a fixed number, e.g. an agent, when the flow reaches this element. */
export function NotificationEditor({ element, onChange }: TypedEditorProps<'notification'>) {
  return (
    <Stack gap="xs">
      <CommitTextInput
        label="Numéro du destinataire"
        value={element.to}
        max={32}
        placeholder="+221770000000"
        onCommit={(to) => onChange({ ...element, to: to.trim() })}
      />
      <InlineTextEditor
        label="Message de la notification"
        value={element.notification.message}
        max={FLOW_LIMITS.text}
        placeholder="Cliquez pour saisir le message"
        onSave={(message) => onChange({ ...element, notification: { ...element.notification, message } })}
      />
    </Stack>
  );
}
