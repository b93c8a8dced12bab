import type { InboxConversation } from '@griot/contract/inbox/inboxSchemas';
import { Alert, Button, Group, Text } from '@mantine/core';
import { IconClock, IconTemplate } from '@tabler/icons-react';
import { useState } from 'react';
import { isFuture } from '../../components/chat/chatDates';
import { useTexts } from '../../lib/i18n/useTexts';
import { useNow } from '../../lib/useNow';
import { Composer } from './Composer';
import { formatDuration } from './formatDuration';
import classes from './InboxConversation.module.css';
import { inboxConversationTexts } from './inboxConversationTexts';
import { TemplateModal } from './TemplateModal';
import type { useInboxConversationActions } from './useInboxConversationActions';

interface ReplyAreaProps {
  conversation: InboxConversation;
  actions: ReturnType<typeof useInboxConversationActions>;
}

/**
 * The bottom of the pane. WhatsApp allows free replies for 24 hours after the customer's last
 * message: the time left is shown (ticking each minute); once closed, the composer gives way to
 * the only thing WhatsApp accepts, a template.
 */
export function ReplyArea({ conversation, actions }: ReplyAreaProps) {
  const t = useTexts(inboxConversationTexts).window;
  const now = useNow(60_000);
  const [choosing, setChoosing] = useState(false);
  const whatsapp = conversation.channel === 'whatsapp';
  const endsAt = conversation.reply_window_ends_at;
  const open = !whatsapp || isFuture(endsAt, now);
  const left = endsAt ? (new Date(endsAt).getTime() - now) / 1000 : 0;
  // The last hour is said in orange: time to answer, or the template will be the only way.
  const closing = left < 3600;

  return (
    <div className={classes.footer}>
      {whatsapp && open && endsAt && (
        <Group gap={4} mb={6} wrap="nowrap">
          <IconClock
            size={14}
            aria-hidden
            color={closing ? 'var(--mantine-color-orange-text)' : 'var(--mantine-color-dimmed)'}
          />
          <Text size="xs" c={closing ? 'orange' : 'dimmed'} fw={closing ? 600 : undefined}>
            {t.remaining({ time: formatDuration(left) })}
          </Text>
        </Group>
      )}
      {open ? (
        <Composer key={conversation.id} conversation={conversation} reply={actions.reply} />
      ) : (
        <Alert color="orange" variant="light" icon={<IconClock size={18} />}>
          <Text size="sm">{t.closed}</Text>
          <Button
            mt="sm"
            size="xs"
            color="orange"
            leftSection={<IconTemplate size={14} aria-hidden />}
            onClick={() => setChoosing(true)}
          >
            {t.chooseTemplate}
          </Button>
        </Alert>
      )}
      {choosing && (
        <TemplateModal
          conversation={conversation}
          sendTemplate={actions.sendTemplate}
          onClose={() => setChoosing(false)}
        />
      )}
    </div>
  );
}
