import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { ActionIcon, Alert, Button, Combobox, FileButton, Group, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconPaperclip, IconSend } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { failureText } from '../../components/chat/failureText';
import { commonTexts } from '../../components/commonTexts';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import { AttachmentChip } from './AttachmentChip';
import { ATTACHMENT_ACCEPT } from './attachments';
import classes from './InboxConversation.module.css';
import { inboxConversationTexts } from './inboxConversationTexts';
import { compactSection, ShownFromSmall } from './ShownFromSmall';
import { useAttachment } from './useAttachment';
import { useCannedPicker } from './useCannedPicker';
import type { useInboxConversationActions } from './useInboxConversationActions';

const REPLY_MAX = 4096;

interface ComposerProps {
  conversation: InboxConversation;
  reply: ReturnType<typeof useInboxConversationActions>['reply'];
}

/**
 * The reply box: Enter sends, Shift+Enter goes to the line, '/' picks a canned response, the clip
 * attaches a file (uploaded at once, sent with the text). A refused reply keeps its text.
 */
export function Composer({ conversation, reply }: ComposerProps) {
  const t = useTexts(inboxConversationTexts).composer;
  const close = useTexts(commonTexts).actions.close;
  const [text, setText] = useState('');
  const [caret, setCaret] = useState(0);
  const [error, setError] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const { attachment, pick, clear } = useAttachment();
  const picker = useCannedPicker(text, caret, {
    name: conversation.name,
    phone: formatPhone(conversation.phone) || conversation.phone,
  });

  const trimmed = text.trim();
  const ready = attachment?.status === 'ready' ? attachment.uploaded : null;
  const canSend =
    !reply.isPending && attachment?.status !== 'uploading' && (trimmed.length > 0 || ready !== null);

  const send = () => {
    if (!canSend) return;
    reply.mutate(
      {
        id: conversation.id,
        ...(trimmed ? { text: trimmed } : {}),
        ...(ready ? { attachment: { kind: ready.kind, path: ready.path, filename: ready.filename } } : {}),
      },
      {
        onSuccess: () => {
          setText('');
          setCaret(0);
          setError(null);
          clear();
        },
        onError: (failure) => setError(failureText(failure, t.sendFailed)),
      },
    );
  };

  const choose = (responseId: string) => {
    const response = picker.matches.find((match) => match.id === responseId);
    const next = response ? picker.insert(response) : null;
    if (!next) return;
    setText(next.text);
    setCaret(next.caret);
    requestAnimationFrame(() => {
      box.current?.focus();
      box.current?.setSelectionRange(next.caret, next.caret);
    });
  };

  const follow = (element: HTMLTextAreaElement) => setCaret(element.selectionStart ?? element.value.length);

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      {error && (
        <Alert
          color="red"
          mb="xs"
          role="alert"
          withCloseButton
          onClose={() => setError(null)}
          closeButtonLabel={close}
        >
          {error}
        </Alert>
      )}
      {attachment && <AttachmentChip attachment={attachment} onRemove={clear} />}
      <Combobox store={picker.store} onOptionSubmit={choose} position="top-start" withinPortal={false}>
        <Combobox.Target withKeyboardNavigation={false} withAriaAttributes={false}>
          <Group align="flex-end" gap="xs" wrap="nowrap">
            <FileButton
              accept={ATTACHMENT_ACCEPT}
              onChange={(file) => {
                if (!file) return;
                const refused = pick(file);
                if (refused) notifications.show({ color: 'red', message: refused });
              }}
            >
              {(props) => (
                <ActionIcon
                  {...props}
                  variant="subtle"
                  color="gray"
                  size="lg"
                  aria-label={t.attach}
                  title={t.attachTitle}
                >
                  <IconPaperclip size={18} />
                </ActionIcon>
              )}
            </FileButton>
            <Textarea
              ref={box}
              flex={1}
              value={text}
              onChange={(event) => {
                setText(event.currentTarget.value);
                follow(event.currentTarget);
              }}
              onSelect={(event) => follow(event.currentTarget)}
              onKeyDown={(event) => {
                if (event.nativeEvent.isComposing) return;
                if (picker.onKeyDown(event, (response) => choose(response.id))) {
                  event.preventDefault();
                  return;
                }
                if (event.key === 'Escape') event.currentTarget.blur();
                else if (event.key === 'Enter' && !event.shiftKey) {
                  event.preventDefault();
                  send();
                }
              }}
              placeholder={t.placeholder}
              aria-label={t.label}
              aria-describedby="inbox-composer-hint"
              {...picker.aria}
              autosize
              minRows={1}
              maxRows={6}
              maxLength={REPLY_MAX}
            />
            <Button
              type="submit"
              aria-label={t.send}
              px={{ base: 'sm', sm: 'md' }}
              leftSection={<IconSend size={16} aria-hidden />}
              disabled={!canSend}
              loading={reply.isPending}
              styles={compactSection}
            >
              <ShownFromSmall>{t.send}</ShownFromSmall>
            </Button>
          </Group>
        </Combobox.Target>
        <Combobox.Dropdown aria-label={t.cannedLabel}>
          <Combobox.Options
            id={picker.listId}
            mah={260}
            style={{ overflowY: 'auto' }}
            aria-label={t.cannedLabel}
          >
            {picker.matches.map((response) => (
              <Combobox.Option value={response.id} key={response.id} className={classes.cannedOption}>
                <Text size="sm" fw={600}>
                  /{response.shortcut}
                </Text>
                <Text size="xs" c="dimmed" lineClamp={2}>
                  {response.text}
                </Text>
              </Combobox.Option>
            ))}
            {picker.open && picker.loaded && picker.matches.length === 0 && (
              <Combobox.Empty>{picker.none ? t.cannedNone : t.cannedEmpty}</Combobox.Empty>
            )}
          </Combobox.Options>
        </Combobox.Dropdown>
      </Combobox>
      <Group justify="space-between" mt={4} wrap="nowrap" gap="xs">
        <Text size="xs" c="dimmed" id="inbox-composer-hint" visibleFrom="sm">
          {t.hint}
        </Text>
        <Text size="xs" c={text.length >= REPLY_MAX ? 'red' : 'dimmed'} aria-live="polite" ml="auto">
          {text.length} / {REPLY_MAX}
        </Text>
      </Group>
    </form>
  );
}
