import { NativeSelect, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { IconMail } from '@tabler/icons-react';
import { chatbotLabels, isChatbotStatus, isChatbotType } from '../../../lib/chatbotLabels';
import { useTexts } from '../../../lib/i18n/useTexts';
import type { ChatbotFormValues } from '../chatbotFormValues';
import { chatbotTexts } from '../chatbotTexts';
import { useStatusOptions } from '../statusOptions';

type GeneralValues = Pick<ChatbotFormValues, 'bot_name' | 'type' | 'status' | 'description' | 'email'>;

interface GeneralFieldsProps {
  values: GeneralValues;
  onChange: (patch: Partial<ChatbotFormValues>) => void;
  nameError?: string | null;
  emailError?: string | null;
  disabled?: boolean;
}

/** Name, type, status, description and email: the general section of the create and settings forms. */
export function GeneralFields({ values, onChange, nameError, emailError, disabled }: GeneralFieldsProps) {
  const t = useTexts(chatbotTexts);
  const statusOptions = useStatusOptions();
  return (
    <Stack gap="md">
      <TextInput
        label={t.fields.name}
        placeholder={t.fields.namePlaceholder}
        required
        maxLength={100}
        value={values.bot_name}
        error={nameError}
        disabled={disabled}
        onChange={(event) => onChange({ bot_name: event.currentTarget.value })}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <NativeSelect
          label={t.fields.type}
          data={chatbotLabels.typeOptions}
          value={values.type}
          disabled={disabled}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isChatbotType(value)) onChange({ type: value });
          }}
        />
        <NativeSelect
          label={t.fields.status}
          data={statusOptions}
          value={values.status}
          disabled={disabled}
          onChange={(event) => {
            const value = event.currentTarget.value;
            if (isChatbotStatus(value)) onChange({ status: value });
          }}
        />
      </SimpleGrid>
      <Textarea
        label={t.fields.description}
        placeholder={t.fields.descriptionPlaceholder}
        autosize
        minRows={3}
        maxRows={8}
        maxLength={1000}
        value={values.description}
        disabled={disabled}
        onChange={(event) => onChange({ description: event.currentTarget.value })}
      />
      <TextInput
        label={t.fields.email}
        type="email"
        placeholder={t.fields.emailPlaceholder}
        autoComplete="email"
        leftSection={<IconMail size={16} aria-hidden />}
        value={values.email}
        error={emailError}
        disabled={disabled}
        onChange={(event) => onChange({ email: event.currentTarget.value })}
      />
    </Stack>
  );
}
