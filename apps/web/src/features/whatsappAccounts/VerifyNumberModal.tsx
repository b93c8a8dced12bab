import type { WhatsAppAccount } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { commonTexts } from '../../components/commonTexts';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';

interface VerifyNumberModalProps {
  account: WhatsAppAccount | null;
  pending: boolean;
  onSend: (account: WhatsAppAccount) => void;
  onClose: () => void;
}

/** The verification modal: says where the SMS goes, then sends the code. */
export function VerifyNumberModal({ account, pending, onSend, onClose }: VerifyNumberModalProps) {
  const { verify: t } = useTexts(whatsappAccountsTexts);
  const common = useTexts(commonTexts);
  return (
    <Modal opened={account !== null} onClose={onClose} title={t.title} centered>
      {account && (
        <Stack gap="md">
          <Text size="sm">{t.text({ phone: formatPhone(account.display_phone_number) })}</Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={onClose} disabled={pending}>
              {common.actions.cancel}
            </Button>
            <Button onClick={() => onSend(account)} loading={pending} data-autofocus>
              {t.sendCode}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
