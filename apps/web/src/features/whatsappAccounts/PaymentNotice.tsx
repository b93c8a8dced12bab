import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';

/** The dismissible payment notice, shown while at least one account exists. */
export function PaymentNotice({ onClose }: { onClose: () => void }) {
  const { payment: t } = useTexts(whatsappAccountsTexts);
  const [expanded, setExpanded] = useState(false);
  return (
    <Alert
      color="ochre"
      variant="light"
      icon={<IconCreditCard size={20} aria-hidden />}
      title={t.title}
      withCloseButton
      closeButtonLabel={t.close}
      onClose={onClose}
    >
      <Stack gap={6}>
        <Text size="sm">{t.text}</Text>
        {expanded && (
          <List type="ordered" size="sm" spacing={4} id="whatsapp-payment-steps">
            {[t.steps.open, t.steps.add, t.steps.follow].map((step) => (
              <List.Item key={step}>{step}</List.Item>
            ))}
          </List>
        )}
        <Anchor
          component="button"
          type="button"
          size="sm"
          fw={600}
          aria-expanded={expanded}
          aria-controls="whatsapp-payment-steps"
          onClick={() => setExpanded((value) => !value)}
          style={{ alignSelf: 'flex-start' }}
        >
          {expanded ? t.seeLess : t.seeMore}
        </Anchor>
      </Stack>
    </Alert>
  );
}
