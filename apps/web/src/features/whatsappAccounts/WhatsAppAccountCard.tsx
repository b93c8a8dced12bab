import type { WhatsAppAccount } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import {
  ActionIcon,
  Anchor,
  Badge,
  Button,
  Card,
  Divider,
  Group,
  Menu,
  Select,
  SimpleGrid,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import {
  IconBrandWhatsapp,
  IconCircleCheck,
  IconDots,
  IconLinkOff,
  IconPhoneCheck,
  IconPlugConnected,
  IconRobot,
  IconTemplate,
  IconTrash,
} from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { formatPhone } from '../../lib/formatPhone';
import { useTexts } from '../../lib/i18n/useTexts';
import { AccountHealth } from './AccountHealth';
import { accountTypeLabel, formatAccountDate } from './formatAccountDisplay';
import { SmsVerification } from './SmsVerification';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';

export interface AccountCardActions {
  onVerify: (account: WhatsAppAccount) => void;
  onResend: (account: WhatsAppAccount) => void;
  onCheckCode: (account: WhatsAppAccount, code: string) => void;
  onLink: (account: WhatsAppAccount) => void;
  onDissociate: (account: WhatsAppAccount) => void;
  onDelete: (account: WhatsAppAccount) => void;
  onChooseNumber: (account: WhatsAppAccount, phoneNumberId: string) => void;
}

interface WhatsAppAccountCardProps extends AccountCardActions {
  account: WhatsAppAccount;
  /** A code was sent: the card shows the code entry. */
  codeEntry: boolean;
  checking: boolean;
  resending: boolean;
  choosingNumber: boolean;
  /** The Graph fake's address when the signup is simulated (it shows the SMS codes it "sent"). */
  simulatorUrl?: string;
}

/** One account: name, indicator, phone, type, details, chatbot or verification, menu. */
export function WhatsAppAccountCard(props: WhatsAppAccountCardProps) {
  const { card: t } = useTexts(whatsappAccountsTexts);
  const common = useTexts(commonTexts);
  const { account } = props;
  // EXPIRED is shown like VERIFIED.
  const verified = account.code_verification_status !== 'NOT_VERIFIED';
  const name = account.verified_name || formatPhone(account.display_phone_number) || t.defaultName;
  const phone = formatPhone(account.display_phone_number);

  return (
    <Card withBorder radius="lg" padding="lg" component="article" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Group gap="sm" wrap="nowrap" style={{ minWidth: 0 }}>
            <ThemeIcon size={42} radius="xl" color="green" variant="light" aria-hidden>
              <IconBrandWhatsapp size={24} />
            </ThemeIcon>
            <div style={{ minWidth: 0 }}>
              <Group gap={6} wrap="nowrap">
                <Title order={3} fz="md" lineClamp={1}>
                  {name}
                </Title>
                {verified && <IconCircleCheck size={18} color="var(--mantine-color-teal-6)" aria-hidden />}
              </Group>
              <Text size="sm" c="dimmed">
                {phone || '—'}
              </Text>
            </div>
          </Group>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" aria-label={t.menu({ name })}>
                <IconDots size={18} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {account.idbot && (
                <Menu.Item
                  leftSection={<IconLinkOff size={16} aria-hidden />}
                  onClick={() => props.onDissociate(account)}
                >
                  {t.dissociate}
                </Menu.Item>
              )}
              <Menu.Item
                color="red"
                leftSection={<IconTrash size={16} aria-hidden />}
                onClick={() => props.onDelete(account)}
              >
                {common.actions.delete}
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        </Group>

        <Group gap="xs">
          <Badge color={verified ? 'teal' : 'orange'} variant="light">
            {verified ? t.verified : t.notVerified}
          </Badge>
          <Badge color="gray" variant="outline">
            {accountTypeLabel(account.type)}
          </Badge>
        </Group>

        <SimpleGrid cols={2} spacing="xs" verticalSpacing={6} component="dl" m={0}>
          <Detail label={t.phone} value={phone || '—'} />
          <Detail label={t.configId} value={account.config_id || '—'} />
          <Detail label={t.addedOn} value={formatAccountDate(account.created_at)} />
          <Detail label={t.state} value={verified ? t.verified : t.notVerified} />
        </SimpleGrid>

        <Divider />

        {account.phone_number_id === '' ? (
          <ChooseNumber
            account={account}
            pending={props.choosingNumber}
            onChoose={(id) => props.onChooseNumber(account, id)}
          />
        ) : verified ? (
          <LinkedChatbot account={account} onLink={() => props.onLink(account)} />
        ) : props.codeEntry ? (
          <SmsVerification
            accountName={name}
            checking={props.checking}
            resending={props.resending}
            onCheck={(code) => props.onCheckCode(account, code)}
            onResend={() => props.onResend(account)}
            {...(props.simulatorUrl
              ? {
                  simulatedCodeUrl: `${props.simulatorUrl}/embedded-signup/last-code/${account.phone_number_id}`,
                }
              : {})}
          />
        ) : (
          <Button
            variant="light"
            color="orange"
            leftSection={<IconPhoneCheck size={16} aria-hidden />}
            onClick={() => props.onVerify(account)}
          >
            {t.verifyNumber}
          </Button>
        )}

        <Button
          component={Link}
          to={`/dashboard/whatsapp_management/${account._id}/templates`}
          variant="light"
          color="green"
          leftSection={<IconTemplate size={16} aria-hidden />}
        >
          {t.templates}
        </Button>

        <Divider />
        <AccountHealth accountId={account._id} lastError={account.last_error} />
      </Stack>
    </Card>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Text component="dt" size="xs" c="dimmed">
        {label}
      </Text>
      <Text component="dd" size="sm" m={0} style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  );
}

function LinkedChatbot({ account, onLink }: { account: WhatsAppAccount; onLink: () => void }) {
  const { card: t } = useTexts(whatsappAccountsTexts);
  if (!account.idbot)
    return (
      <Group justify="space-between" gap="xs">
        <Text size="sm" c="dimmed">
          {t.noChatbot}
        </Text>
        <Button size="xs" leftSection={<IconPlugConnected size={14} aria-hidden />} onClick={onLink}>
          {t.linkChatbot}
        </Button>
      </Group>
    );
  return (
    <Group gap="xs" wrap="nowrap">
      <IconRobot size={18} aria-hidden />
      <Text size="sm" c="dimmed">
        {t.linkedChatbot}
      </Text>
      {account.bot_name ? (
        <Anchor
          component={Link}
          to={`/dashboard/chatbots/${account.idbot}/home`}
          size="sm"
          fw={600}
          lineClamp={1}
        >
          {account.bot_name}
        </Anchor>
      ) : (
        <Text size="sm" c="red">
          {t.chatbotNotFound}
        </Text>
      )}
    </Group>
  );
}

function ChooseNumber({
  account,
  pending,
  onChoose,
}: {
  account: WhatsAppAccount;
  pending: boolean;
  onChoose: (phoneNumberId: string) => void;
}) {
  const { card: t } = useTexts(whatsappAccountsTexts);
  const [choice, setChoice] = useState<string | null>(null);
  return (
    <Group align="flex-end" gap="xs" wrap="wrap">
      <Select
        style={{ flex: 1, minWidth: 180 }}
        label={t.chooseNumber}
        data={account.waba_numbers.map((number) => ({
          value: number.id,
          label: `${formatPhone(number.display_phone_number)} · ${number.verified_name}`,
        }))}
        value={choice}
        onChange={setChoice}
      />
      <Button disabled={!choice} loading={pending} onClick={() => choice && onChoose(choice)}>
        {t.useNumber}
      </Button>
    </Group>
  );
}
