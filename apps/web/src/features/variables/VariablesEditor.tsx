import { Badge, Button, Group, Loader, Paper, Stack } from '@mantine/core';
import { IconDeviceFloppy, IconPlus } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import type { ChatbotSummary } from './chatbotSessionCache';
import { DeleteVariableModal } from './DeleteVariableModal';
import type { DeclaredVariable } from './declaredVariable';
import { GlobalVariablesPanel } from './GlobalVariablesPanel';
import { useVariablesEditor } from './useVariablesEditor';
import { VariableCard } from './VariableCard';
import { VariablesEmpty } from './VariablesEmpty';
import { VariablesHeader } from './VariablesHeader';
import { variablesTexts } from './variablesTexts';

interface VariablesEditorProps {
  chatbot: ChatbotSummary;
  initialVariables: readonly DeclaredVariable[];
}

/** The loaded screen: header, the numbered cards, the bottom actions and the delete modal. */
export function VariablesEditor({ chatbot, initialVariables }: VariablesEditorProps) {
  const t = useTexts(variablesTexts);
  const editor = useVariablesEditor(chatbot._id, initialVariables);
  const blocked = !editor.valid || editor.saving;

  return (
    <Stack gap="lg" maw={1100} mx="auto">
      <VariablesHeader botName={chatbot.bot_name} count={editor.drafts.length} onAdd={editor.add} />
      {editor.drafts.length === 0 ? (
        <VariablesEmpty onCreate={editor.add} />
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            editor.submit();
          }}
        >
          <Stack gap="md">
            {editor.drafts.map((draft, index) => (
              <VariableCard
                key={draft.key}
                number={index + 1}
                draft={draft}
                errors={editor.errors[index] ?? []}
                onChange={(field, value) => editor.change(draft.key, field, value)}
                onRemove={() => editor.askDelete(draft)}
                autoFocus={draft.key === editor.addedKey}
              />
            ))}
            <Paper withBorder radius="lg" p="md" pos="sticky" bottom={16} style={{ zIndex: 2 }}>
              <Group justify="space-between" gap="sm">
                <Button variant="light" leftSection={<IconPlus size={16} aria-hidden />} onClick={editor.add}>
                  {t.addAnother}
                </Button>
                <Group gap="sm">
                  {editor.unsaved && !editor.saving && (
                    <Badge color="orange" variant="dot" tt="none" size="lg" role="status">
                      {t.unsaved}
                    </Badge>
                  )}
                  <Button
                    type="submit"
                    // aria-disabled rather than disabled while the form is invalid: the button stays
                    // focusable and a press explains what blocks the save.
                    data-disabled={blocked || undefined}
                    aria-disabled={blocked}
                    disabled={editor.saving}
                    leftSection={
                      editor.saving ? (
                        <Loader size={16} color="currentColor" />
                      ) : (
                        <IconDeviceFloppy size={16} aria-hidden />
                      )
                    }
                  >
                    {editor.saving ? t.saving : t.save}
                  </Button>
                </Group>
              </Group>
            </Paper>
          </Stack>
        </form>
      )}
      <GlobalVariablesPanel />
      <DeleteVariableModal
        variable={editor.pendingDelete}
        onCancel={editor.cancelDelete}
        onConfirm={editor.confirmDelete}
      />
    </Stack>
  );
}
