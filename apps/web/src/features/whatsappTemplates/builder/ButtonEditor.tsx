import { templateVariables } from '@griot/contract/whatsappTemplates/templateVariables';
import type { TemplateButton } from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { ActionIcon, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCopy, IconExternalLink, IconMessageReply, IconPhone, IconTrash } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';
import type { DraftErrors } from './checkDraft';

export const BUTTON_ICONS = {
  QUICK_REPLY: IconMessageReply,
  URL: IconExternalLink,
  PHONE_NUMBER: IconPhone,
  COPY_CODE: IconCopy,
};

interface ButtonEditorProps {
  button: Exclude<TemplateButton, { type: 'OTP' }>;
  index: number;
  label: string;
  errors: DraftErrors;
  onChange: (patch: Partial<TemplateButton>) => void;
  onRemove: () => void;
}

/** One button's fields: its text, and its link (with the example of its variable), number or code. */
export function ButtonEditor({ button, index, label, errors, onChange, onRemove }: ButtonEditorProps) {
  const { builder: b } = useTexts(whatsappTemplatesTexts);
  const Icon = BUTTON_ICONS[button.type];
  const at = (field: string) => errors[`buttons.${index}.${field}`];
  const urlHasVariable = button.type === 'URL' && templateVariables(button.url).length > 0;
  return (
    <Card withBorder radius="md" padding="sm" aria-label={b.buttonCard({ kind: label, n: index + 1 })}>
      <Stack gap="xs">
        <Group justify="space-between" wrap="nowrap">
          <Group gap={6}>
            <Icon size={16} aria-hidden />
            <Text size="sm" fw={600}>
              {label}
            </Text>
          </Group>
          <ActionIcon
            variant="subtle"
            color="red"
            aria-label={b.removeButton({ n: index + 1 })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        {at('type') && (
          <Text size="xs" c="red">
            {at('type')}
          </Text>
        )}
        {button.type !== 'COPY_CODE' && (
          <TextInput
            label={b.buttonText}
            value={button.text}
            onChange={(event) => onChange({ text: event.currentTarget.value })}
            error={at('text')}
            description={`${button.text.length} / 25`}
            required
          />
        )}
        {button.type === 'URL' && (
          <>
            <TextInput
              label={b.buttonUrl}
              description={b.buttonUrlHelp({})}
              placeholder={b.urlPlaceholder}
              value={button.url}
              onChange={(event) => onChange({ url: event.currentTarget.value })}
              error={at('url')}
              required
            />
            {urlHasVariable && (
              <TextInput
                label={b.buttonUrlExample}
                placeholder={b.urlPlaceholder}
                value={button.example}
                onChange={(event) => onChange({ example: event.currentTarget.value })}
                error={at('example')}
                required
              />
            )}
          </>
        )}
        {button.type === 'PHONE_NUMBER' && (
          <TextInput
            label={b.buttonPhone}
            placeholder="+221 77 123 45 67"
            type="tel"
            value={button.phone_number}
            onChange={(event) => onChange({ phone_number: event.currentTarget.value })}
            error={at('phone_number')}
            required
          />
        )}
        {button.type === 'COPY_CODE' && (
          <TextInput
            label={b.couponExample}
            value={button.example}
            maxLength={15}
            onChange={(event) => onChange({ example: event.currentTarget.value })}
            error={at('example')}
            required
          />
        )}
      </Stack>
    </Card>
  );
}
