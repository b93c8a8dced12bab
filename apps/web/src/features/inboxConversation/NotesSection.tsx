import { type ConversationNote, NOTE_MAX } from '@griot/contract/inbox/inboxSchemas';
import { ActionIcon, Button, Group, Stack, Text, Textarea } from '@mantine/core';
import { IconLock, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { formatRelative } from '../../components/chat/chatDates';
import { useTexts } from '../../lib/i18n/useTexts';
import { useSessionUser } from '../../lib/sessionStore';
import { useNow } from '../../lib/useNow';
import classes from './InboxConversation.module.css';
import { inboxConversationTexts } from './inboxConversationTexts';
import type { useInboxConversationActions } from './useInboxConversationActions';

interface NotesSectionProps {
  conversationId: string;
  notes: readonly ConversationNote[];
  actions: Pick<ReturnType<typeof useInboxConversationActions>, 'addNote' | 'removeNote'>;
}

/** What agents tell each other about the conversation: never sent to the customer, and styled so. */
export function NotesSection({ conversationId, notes, actions }: NotesSectionProps) {
  const t = useTexts(inboxConversationTexts).notes;
  const me = useSessionUser()?.id;
  const now = useNow();
  const [text, setText] = useState('');
  const { addNote, removeNote } = actions;
  const trimmed = text.trim();
  const add = () => {
    if (!trimmed || addNote.isPending) return;
    addNote.mutate({ id: conversationId, text: trimmed }, { onSuccess: () => setText('') });
  };

  return (
    <section className={classes.notes} aria-labelledby="inbox-notes-title">
      <Text id="inbox-notes-title" fw={700} size="sm">
        {t.title}
      </Text>
      <Group gap={4} wrap="nowrap" mb="xs">
        <IconLock size={12} aria-hidden />
        <Text size="xs" c="dimmed">
          {t.teamOnly}
        </Text>
      </Group>
      <Stack gap="xs">
        {notes.length === 0 && (
          <Text size="xs" c="dimmed">
            {t.empty}
          </Text>
        )}
        {notes.map((note) => (
          <article key={note.id} className={classes.note}>
            <Group justify="space-between" gap="xs" wrap="nowrap">
              <Text size="xs" c="dimmed" truncate>
                {t.byAuthor({ name: note.author_name, time: formatRelative(note.created_at, now) })}
              </Text>
              {note.author_id !== null && note.author_id === me && (
                <ActionIcon
                  size="sm"
                  variant="subtle"
                  color="red"
                  aria-label={t.remove}
                  loading={removeNote.isPending && removeNote.variables?.noteId === note.id}
                  onClick={() => removeNote.mutate({ id: conversationId, noteId: note.id })}
                >
                  <IconTrash size={14} />
                </ActionIcon>
              )}
            </Group>
            <Text size="sm">{note.text}</Text>
          </article>
        ))}
        <Textarea
          label={t.add}
          placeholder={t.placeholder}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
              event.preventDefault();
              add();
            }
          }}
          autosize
          minRows={2}
          maxRows={8}
          maxLength={NOTE_MAX}
          styles={{ label: { fontSize: 'var(--mantine-font-size-xs)' } }}
        />
        <Group justify="flex-end">
          <Button
            size="xs"
            color="yellow"
            c="dark"
            disabled={!trimmed}
            loading={addNote.isPending}
            onClick={add}
          >
            {t.addButton}
          </Button>
        </Group>
      </Stack>
    </section>
  );
}
