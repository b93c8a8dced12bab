import type { WhatsAppAccount } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { Alert, Anchor, Button, Group, Loader, Modal, Select, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';
import { whatsappFailure } from './whatsappFailure';

interface ChooseChatbotModalProps {
  account: WhatsAppAccount | null;
  /** Preselected (the create-chatbot round trip brings it back in the query). */
  initialChatbotId: string | null;
  pending: boolean;
  onLink: (account: WhatsAppAccount, chatbotId: string) => void;
  onClose: () => void;
}

/** Chatbot selection: the account's WhatsApp chatbots, or a new one through the create page. */
export function ChooseChatbotModal(props: ChooseChatbotModalProps) {
  const { choose: t } = useTexts(whatsappAccountsTexts);
  return (
    <Modal opened={props.account !== null} onClose={props.onClose} title={t.title} centered>
      {props.account && <ChooseForm {...props} account={props.account} />}
    </Modal>
  );
}

function ChooseForm({
  account,
  initialChatbotId,
  pending,
  onLink,
  onClose,
}: ChooseChatbotModalProps & { account: WhatsAppAccount }) {
  const { choose: t } = useTexts(whatsappAccountsTexts);
  const common = useTexts(commonTexts);
  const [chatbotId, setChatbotId] = useState<string | null>(initialChatbotId);
  const [touched, setTouched] = useState(false);
  // The chatbot list's call and cache; an answer without a list is an error (thrown in `select`).
  const chatbots = useQuery(
    orpc.chatbots.list.queryOptions({
      select: (result) => {
        if (!Array.isArray(result.chatbots)) throw new Error(m.chatbotsInvalidFormat);
        return result.chatbots;
      },
      retry: false,
      // A chatbot created a moment ago (the create-page round trip) must be offered.
      staleTime: 0,
    }),
  );
  const options = (chatbots.data ?? [])
    .filter((chatbot) => chatbot.type === 'whatsapp')
    .map((chatbot) => ({ value: chatbot._id, label: chatbot.bot_name }));
  const createLink = `/dashboard/chatbots/create?${new URLSearchParams({
    returnTo: 'whatsapp_management',
    openpopupwhatsapp: 'true',
    accountId: account._id,
  })}`;
  const loadError = chatbots.error
    ? chatbots.error.message === m.chatbotsInvalidFormat
      ? m.chatbotsInvalidFormat
      : whatsappFailure(chatbots.error, m.chatbotsLoadFailed)
    : null;

  function submit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (chatbotId) onLink(account, chatbotId);
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {account.verified_name} · {formatPhone(account.display_phone_number)}
        </Text>
        {chatbots.isPending ? (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{t.loading}</Text>
          </Group>
        ) : loadError ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {loadError}
          </Alert>
        ) : options.length === 0 ? (
          <Text size="sm">{t.empty}</Text>
        ) : (
          <Select
            label={t.label}
            placeholder={t.placeholder}
            data={options}
            value={chatbotId}
            onChange={setChatbotId}
            error={touched && !chatbotId ? m.chatbotRequired : null}
            searchable
            // Focused when the modal opens: a dropdown opening by itself would hide the modal's links.
            openOnFocus={false}
            nothingFoundMessage={t.nothingFound}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
        )}
        <Anchor component={Link} to={createLink} size="sm">
          <Group gap={4} component="span">
            <IconPlus size={14} aria-hidden />
            {t.createChatbot}
          </Group>
        </Anchor>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} disabled={pending}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" loading={pending} disabled={options.length === 0}>
            {t.link}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
