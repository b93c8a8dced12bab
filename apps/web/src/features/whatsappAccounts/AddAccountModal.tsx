import type {
  SignupConfig,
  WhatsAppAccountType,
} from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { Alert, Button, Group, Loader, Modal, Radio, Stack, Text } from '@mantine/core';
import { IconAlertCircle, IconFlask } from '@tabler/icons-react';
import { useState } from 'react';
import { commonTexts } from '../../components/commonTexts';
import { useTexts } from '../../lib/i18n/useTexts';
import { type CreatedAccount, useEmbeddedSignup } from './useEmbeddedSignup';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';

interface AddAccountModalProps {
  opened: boolean;
  config: SignupConfig | undefined;
  onClose: () => void;
  onCreated: (created: CreatedAccount) => void;
}

/** Add account: choose the type (customer_support by default), then 'Suivant' opens Embedded Signup. */
export function AddAccountModal({ opened, config, onClose, onCreated }: AddAccountModalProps) {
  const t = useTexts(whatsappAccountsTexts);
  const common = useTexts(commonTexts);
  const [type, setType] = useState<WhatsAppAccountType | ''>('customer_support');
  const signup = useEmbeddedSignup(config, onCreated);
  const busy = signup.stage !== 'idle';

  function close() {
    signup.reset();
    onClose();
  }

  return (
    <Modal opened={opened} onClose={close} title={t.add.title} centered closeOnClickOutside={!busy}>
      <Stack gap="md">
        <Text size="sm" c="dimmed">
          {t.add.intro}
        </Text>
        {config?.simulated && (
          <Alert color="griot" variant="light" role="note" icon={<IconFlask size={18} aria-hidden />}>
            {t.simulation}
          </Alert>
        )}
        <Radio.Group
          label={t.add.typeLabel}
          value={type}
          onChange={(value) => setType(value === 'ecommerce' || value === 'customer_support' ? value : '')}
        >
          <Stack gap="sm" mt="xs">
            <Radio
              value="customer_support"
              label={t.types.support}
              description={t.types.supportHint}
              disabled={busy}
            />
            <Radio
              value="ecommerce"
              label={t.types.ecommerce}
              description={t.types.ecommerceHint}
              disabled={busy}
            />
          </Stack>
        </Radio.Group>
        {signup.error && (
          <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {signup.error}
          </Alert>
        )}
        {busy && (
          <Group gap="sm" role="status">
            <Loader size="sm" />
            <Text size="sm">{signup.stage === 'creating' ? t.add.creating : t.add.waitingSignup}</Text>
          </Group>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close}>
            {common.actions.cancel}
          </Button>
          <Button
            disabled={type === '' || signup.stage === 'creating'}
            title={type === '' ? m.typeRequired : undefined}
            loading={signup.stage === 'creating'}
            onClick={() => type !== '' && signup.launch(type)}
          >
            {common.actions.next}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
