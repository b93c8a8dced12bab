import { messages } from '@griot/contract/messages';
import { SimpleGrid, Stack, TextInput } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import type { ChatbotFormValues } from '../chatbotFormValues';
import { chatbotTexts } from '../chatbotTexts';

type WhatsAppValues = Pick<
  ChatbotFormValues,
  'display_phone_number' | 'phone_number_id' | 'waba_id' | 'app_id'
>;

interface WhatsAppFieldsProps {
  values: WhatsAppValues;
  onChange: (patch: Partial<ChatbotFormValues>) => void;
  /** The access token input: a plain secret field at creation, masked with reveal in the settings. */
  accessToken: ReactNode;
  disabled?: boolean;
}

/** The WhatsApp Cloud API identifiers of a chatbot, shared by the create and settings screens. */
export function WhatsAppFields({ values, onChange, accessToken, disabled }: WhatsAppFieldsProps) {
  const t = useTexts(chatbotTexts);
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t.whatsapp.displayNumber}
          placeholder="+221 77 123 45 67"
          type="tel"
          leftSection={<IconPhone size={16} aria-hidden />}
          value={values.display_phone_number}
          disabled={disabled}
          onChange={(event) => onChange({ display_phone_number: event.currentTarget.value })}
        />
        <TextInput
          label={t.whatsapp.phoneNumberId}
          placeholder={t.fields.example({ sample: '109876543210987' })}
          value={values.phone_number_id}
          disabled={disabled}
          onChange={(event) => onChange({ phone_number_id: event.currentTarget.value })}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t.whatsapp.wabaId}
          description={t.whatsapp.wabaIdHelp}
          placeholder={t.fields.example({ sample: '102290129340398' })}
          inputMode="numeric"
          value={values.waba_id}
          disabled={disabled}
          error={/^\d*$/.test(values.waba_id.trim()) ? undefined : messages.chatbots.wabaIdInvalid}
          onChange={(event) => onChange({ waba_id: event.currentTarget.value })}
        />
        <TextInput
          label={t.fields.appId}
          description={t.whatsapp.appIdHelp}
          placeholder={t.fields.example({ sample: '1234567890123456' })}
          value={values.app_id}
          disabled={disabled}
          onChange={(event) => onChange({ app_id: event.currentTarget.value })}
        />
      </SimpleGrid>
      {accessToken}
    </Stack>
  );
}
