import type { WhatsAppAccount } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { DISSOCIATE_CONFIRMATION_WORD } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { Alert, Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp, IconFlask, IconPlus } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { LoadFailedCard, LoadingLine } from '../../components/LoadStates';
import { StateCard } from '../../components/StateCard';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import { AddAccountModal } from './AddAccountModal';
import { ChooseChatbotModal } from './ChooseChatbotModal';
import { ConfirmWordModal } from './ConfirmWordModal';
import { PaymentNotice } from './PaymentNotice';
import { showFailure, showSuccess, useWhatsAppAccountActions } from './useWhatsAppAccountActions';
import { VerifyNumberModal } from './VerifyNumberModal';
import { WhatsAppAccountCard } from './WhatsAppAccountCard';
import { useSignupConfig, useWhatsAppAccounts } from './whatsappAccountsQueries';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';
import { whatsappFailure } from './whatsappFailure';

type Dialog =
  | { kind: 'add' }
  | { kind: 'delete'; account: WhatsAppAccount }
  | { kind: 'dissociate'; account: WhatsAppAccount }
  | { kind: 'verify'; account: WhatsAppAccount }
  | { kind: 'link'; account: WhatsAppAccount; chatbotId: string | null };

/** /dashboard/whatsapp_management: the account's WhatsApp numbers, their verification and chatbots. */
export function WhatsAppAccountsPage() {
  const t = useTexts(whatsappAccountsTexts);
  const common = useTexts(commonTexts);
  const accounts = useWhatsAppAccounts();
  const signupConfig = useSignupConfig();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [noticeClosed, setNoticeClosed] = useState(false);
  const [searchParams, setSearchParams] = useSearchParams();
  const list = accounts.data ?? [];
  const loadError = accounts.error ? whatsappFailure(accounts.error, m.loadFailed) : null;
  const simulatorUrl = signupConfig.data?.simulated ? signupConfig.data.message_origins[0] : undefined;

  useEffect(() => {
    if (loadError) showFailure(loadError);
  }, [loadError]);

  // Back from the create-chatbot page: open the link popup with the account and chatbot chosen.
  useEffect(() => {
    if (searchParams.get('openpopupwhatsapp') !== 'true' || !accounts.data) return;
    const account = accounts.data.find((item) => item._id === searchParams.get('accountId'));
    if (account) setDialog({ kind: 'link', account, chatbotId: searchParams.get('chatbotId') });
    setSearchParams({}, { replace: true });
  }, [searchParams, accounts.data, setSearchParams]);

  const close = () => setDialog(null);
  const { codeEntry, sendCode, checkCode, link, dissociate, remove, chooseNumber } =
    useWhatsAppAccountActions(close);

  return (
    <Stack gap="lg" maw={1400} mx="auto">
      <Group justify="space-between" align="flex-end" gap="md">
        <div>
          <Title order={2}>{t.title}</Title>
          <Text c="dimmed" size="xs" fw={600} mt={4} style={{ letterSpacing: '0.08em' }}>
            {t.subtitle}
          </Text>
        </div>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
          {t.addAccount}
        </Button>
      </Group>

      {signupConfig.data?.simulated && (
        <Alert color="griot" variant="light" role="note" icon={<IconFlask size={18} aria-hidden />}>
          {t.simulation}
        </Alert>
      )}
      {list.length > 0 && !noticeClosed && <PaymentNotice onClose={() => setNoticeClosed(true)} />}

      {accounts.isPending ? (
        <LoadingLine label={t.loading} />
      ) : loadError ? (
        <LoadFailedCard title={t.title} text={loadError} onRetry={() => accounts.refetch()} />
      ) : list.length === 0 ? (
        <StateCard
          icon={<IconBrandWhatsapp size={30} />}
          color="green"
          title={t.emptyTitle}
          text={t.emptyText}
          role="status"
        >
          <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={() => setDialog({ kind: 'add' })}>
            {t.addAccount}
          </Button>
        </StateCard>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg">
          {list.map((account) => (
            <WhatsAppAccountCard
              key={account._id}
              account={account}
              simulatorUrl={simulatorUrl}
              codeEntry={codeEntry.has(account._id)}
              checking={checkCode.isPending && checkCode.variables?.idwhatsapp === account._id}
              resending={sendCode.isPending && sendCode.variables?.idwhatsapp === account._id}
              choosingNumber={chooseNumber.isPending && chooseNumber.variables?.id === account._id}
              onVerify={(item) => setDialog({ kind: 'verify', account: item })}
              onResend={(item) => sendCode.mutate({ idwhatsapp: item._id })}
              onCheckCode={(item, code) => checkCode.mutate({ idwhatsapp: item._id, code })}
              onLink={(item) => setDialog({ kind: 'link', account: item, chatbotId: null })}
              onDissociate={(item) => setDialog({ kind: 'dissociate', account: item })}
              onDelete={(item) => setDialog({ kind: 'delete', account: item })}
              onChooseNumber={(item, phoneNumberId) =>
                chooseNumber.mutate({ id: item._id, phone_number_id: phoneNumberId })
              }
            />
          ))}
        </SimpleGrid>
      )}

      <AddAccountModal
        opened={dialog?.kind === 'add'}
        config={signupConfig.data}
        onClose={close}
        onCreated={(created) => {
          showSuccess(created.needsNumberChoice ? created.message : t.added);
          close();
        }}
      />
      <VerifyNumberModal
        account={dialog?.kind === 'verify' ? dialog.account : null}
        pending={sendCode.isPending}
        onSend={(account) => sendCode.mutate({ idwhatsapp: account._id })}
        onClose={close}
      />
      <ChooseChatbotModal
        account={dialog?.kind === 'link' ? dialog.account : null}
        initialChatbotId={dialog?.kind === 'link' ? dialog.chatbotId : null}
        pending={link.isPending}
        onLink={(account, chatbotId) => link.mutate({ idwhatsapp: account._id, idbot: chatbotId })}
        onClose={close}
      />
      <ConfirmWordModal
        opened={dialog?.kind === 'dissociate'}
        title={t.dissociate.title}
        text={
          dialog?.kind === 'dissociate'
            ? t.dissociate.text({
                bot: dialog.account.bot_name || t.card.chatbotNotFound,
                phone: formatPhone(dialog.account.display_phone_number),
              })
            : ''
        }
        word={DISSOCIATE_CONFIRMATION_WORD}
        wordError={m.dissociateConfirm}
        confirmLabel={t.dissociate.confirm}
        pending={dissociate.isPending}
        onConfirm={() =>
          dialog?.kind === 'dissociate' &&
          dissociate.mutate({ idwhatsapp: dialog.account._id, idbot: dialog.account.idbot ?? '' })
        }
        onClose={close}
      />
      <ConfirmWordModal
        opened={dialog?.kind === 'delete'}
        title={t.remove.title}
        text={
          dialog?.kind === 'delete'
            ? t.remove.text({
                name: dialog.account.verified_name || formatPhone(dialog.account.display_phone_number),
              })
            : ''
        }
        confirmLabel={common.actions.delete}
        pending={remove.isPending}
        onConfirm={() => dialog?.kind === 'delete' && remove.mutate({ id: dialog.account._id })}
        onClose={close}
      />
    </Stack>
  );
}
