import type { AccountHealth as Health } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import {
  Button,
  Collapse,
  Group,
  List,
  Text,
  ThemeIcon,
  UnstyledButton,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconChevronDown, IconRefresh, IconX } from '@tabler/icons-react';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { displayLocale } from '../../lib/displayLocale';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';
import { whatsappFailure } from './whatsappFailure';

/**
 * The card's 'Onboarding' line: each step of putting the number in service, checked against Meta
 * on demand, so a business sees which step is broken instead of a silent bot.
 */
export function AccountHealth({ accountId, lastError }: { accountId: string; lastError: string }) {
  const { health: t } = useTexts(whatsappAccountsTexts);
  const [open, setOpen] = useState(false);
  const [health, setHealth] = useState<Health | null>(null);
  const check = useMutation(
    orpc.whatsappAccounts.health.mutationOptions({
      onSuccess: (result) => setHealth(result.health),
      onError: (error) =>
        notifications.show({
          color: 'red',
          message: whatsappFailure(error, whatsappAccountsTexts.health.checkFailed),
        }),
    }),
  );
  const broken = health?.steps.filter((step) => !step.ok && step.key !== 'last_message').length ?? 0;
  const panelId = `health-${accountId}`;

  return (
    <div>
      <UnstyledButton
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls={panelId}
        w="100%"
      >
        <Group justify="space-between" gap="xs">
          <Text size="sm" fw={600}>
            {t.title}
            {health && (
              <Text span size="xs" c={broken === 0 ? 'teal' : 'red'} ml={6}>
                {broken === 0 ? t.allGood : t.toFix({ count: broken })}
              </Text>
            )}
          </Text>
          <IconChevronDown
            size={16}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined, transition: 'transform 150ms' }}
          />
        </Group>
      </UnstyledButton>
      <Collapse expanded={open} id={panelId}>
        <Text size="xs" c="dimmed" mt={4}>
          {t.intro}
        </Text>
        {health && (
          <List spacing={4} size="sm" mt="xs" center aria-label={t.title}>
            {health.steps.map((step) => (
              <List.Item
                key={step.key}
                icon={
                  <ThemeIcon
                    size={18}
                    radius="xl"
                    color={step.ok ? 'teal' : 'red'}
                    variant="light"
                    aria-hidden
                  >
                    {step.ok ? <IconCheck size={12} /> : <IconX size={12} />}
                  </ThemeIcon>
                }
              >
                <Text size="sm" span fw={500}>
                  {step.label}
                  <VisuallyHidden>{step.ok ? t.stepOk : t.stepToFix}</VisuallyHidden>
                </Text>
                <Text size="xs" c="dimmed">
                  {step.key === 'last_message' && step.ok
                    ? new Date(step.detail).toLocaleString(displayLocale())
                    : step.detail}
                </Text>
              </List.Item>
            ))}
          </List>
        )}
        {!health && lastError && (
          <Text size="xs" c="red" mt="xs">
            {t.lastError({ error: lastError })}
          </Text>
        )}
        <Button
          mt="xs"
          size="xs"
          variant="light"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={check.isPending}
          onClick={() => check.mutate({ id: accountId })}
        >
          {t.check}
        </Button>
      </Collapse>
    </div>
  );
}
