import { Alert, Anchor, List, Stack, Text } from '@mantine/core';
import { IconCreditCard } from '@tabler/icons-react';
import { useState } from 'react';
import { whatsappAccountsTexts as t } from './whatsappAccountsTexts';

/** The dismissible payment notice, shown while at least one account exists. */
export function PaymentNotice({ onClose }: { onClose: () => void }) {
  const [expanded, setExpanded] = useState(false);
  return (
    <Alert
      color="ochre"
      variant="light"
      icon={<IconCreditCard size={20} aria-hidden />}
      title={t.paymentTitle}
      withCloseButton
      closeButtonLabel={t.closeNotice}
      onClose={onClose}
    >
      <Stack gap={6}>
        <Text size="sm">{t.paymentText}</Text>
        {expanded && (
          <List type="ordered" size="sm" spacing={4} id="whatsapp-payment-steps">
            {t.paymentSteps.map((step) => (
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
