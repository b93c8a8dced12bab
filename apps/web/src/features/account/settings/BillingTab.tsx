import type { Invoice } from '@griot/contract/account/accountSchemas';
import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCrown, IconDownload, IconInfoCircle } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { displayLocale, formatLongDate } from '../../../lib/displayLocale';
import { downloadFile } from '../../../lib/downloadFile';
import { useTexts } from '../../../lib/i18n/useTexts';
import { orpc } from '../../../lib/orpc';
import { accountFailure } from '../accountFailure';
import { settingsTexts } from './settingsTexts';
import { useAccountDataActions } from './useAccountDataActions';

const STATUS_COLORS = { paid: 'teal', due: 'orange', void: 'gray' } as const;

/** '29,99 €' in the account's language. */
function formatAmount(cents: number, currency: string): string {
  return new Intl.NumberFormat(displayLocale(), { style: 'currency', currency })
    .format(cents / 100)
    .replace(/[\u202F\u00A0]/g, ' ');
}

/** 'Facturation': the plan from the database and the invoices, each a PDF to download. */
export function BillingTab() {
  const t = useTexts(settingsTexts);
  const billing = useQuery(orpc.account.billing.queryOptions());
  const download = useAccountDataActions().downloadInvoice;
  const downloadPdf = (invoice: Invoice) =>
    download.mutate(
      { id: invoice.id },
      { onSuccess: (file) => downloadFile(file, t.billing.fileName({ number: invoice.number })) },
    );
  if (billing.isPending) return <Skeleton h={260} radius="lg" />;
  if (billing.isError)
    return (
      <Alert color="red" role="alert">
        {accountFailure(billing.error, t.billing.loadFailed)}
      </Alert>
    );
  const { plan, invoices } = billing.data;
  return (
    <Stack gap="lg">
      <Card withBorder radius="lg" p="lg">
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} mb="xs">
          {t.billing.planTitle}
        </Text>
        <Group justify="space-between" wrap="wrap" gap="md">
          <Group gap="sm">
            <ThemeIcon size={44} radius="md" color="yellow" variant="light" aria-hidden>
              <IconCrown size={24} />
            </ThemeIcon>
            <div>
              <Title order={3} fz="xl">
                {plan.name}
              </Title>
              <Text size="sm" c="dimmed">
                {t.billing.includes}
              </Text>
            </div>
          </Group>
          <Text fz={28} fw={800}>
            {formatAmount(plan.price_cents, plan.currency)}{' '}
            <Text component="span" size="sm" c="dimmed" fw={500}>
              {plan.interval === 'month' ? t.billing.perMonth : t.billing.perYear}
            </Text>
          </Text>
        </Group>
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} mt="md">
          {t.billing.changePlan}
        </Alert>
      </Card>
      <Card withBorder radius="lg" p="lg">
        <Title order={3} fz="md" mb="md">
          {t.billing.invoicesTitle}
        </Title>
        {invoices.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t.billing.none}
          </Text>
        ) : (
          <Table.ScrollContainer minWidth={560}>
            <Table verticalSpacing="sm" highlightOnHover>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t.billing.date}</Table.Th>
                  <Table.Th>{t.billing.number}</Table.Th>
                  <Table.Th>{t.billing.amount}</Table.Th>
                  <Table.Th>{t.billing.status}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>{t.billing.download}</VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {invoices.map((invoice) => (
                  <Table.Tr key={invoice.id}>
                    <Table.Td>{formatLongDate(`${invoice.date}T12:00:00Z`)}</Table.Td>
                    <Table.Td ff="monospace" fz="sm">
                      {invoice.number}
                    </Table.Td>
                    <Table.Td fw={600}>{formatAmount(invoice.amount_cents, invoice.currency)}</Table.Td>
                    <Table.Td>
                      <Badge color={STATUS_COLORS[invoice.status]} variant="light">
                        {t.billing.statuses[invoice.status]}
                      </Badge>
                    </Table.Td>
                    <Table.Td ta="right">
                      <Button
                        variant="subtle"
                        size="xs"
                        leftSection={<IconDownload size={14} />}
                        loading={download.isPending && download.variables?.id === invoice.id}
                        onClick={() => downloadPdf(invoice)}
                        aria-label={t.billing.downloadLabel({ number: invoice.number })}
                      >
                        {t.billing.download}
                      </Button>
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </Card>
    </Stack>
  );
}
