import { ActionIcon, Textarea, TextInput, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { copyText } from '../../../lib/copyText';
import { useTexts } from '../../../lib/i18n/useTexts';
import { chatbotTexts } from '../chatbotTexts';

interface CopyFieldProps {
  label: string;
  value: string;
  description?: string;
  /** The copy button's name; it must not repeat the field's label, which then names two controls. */
  copyLabel: string;
  /** A long value (a code snippet): shown whole, on several lines. */
  multiline?: boolean;
}

/** A read-only value with a copy button ('Copié dans le presse-papiers !' / 'Erreur lors de la copie'). */
export function CopyField({ label, value, description, copyLabel, multiline = false }: CopyFieldProps) {
  const t = useTexts(chatbotTexts);
  const Field = multiline ? Textarea : TextInput;
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  async function copy() {
    try {
      await copyText(value);
      notifications.show({ color: 'green', message: chatbotTexts.copy.copied });
      setCopied(true);
      clearTimeout(timer.current);
      timer.current = setTimeout(() => setCopied(false), 2000);
    } catch {
      notifications.show({ color: 'red', message: chatbotTexts.copy.failed });
    }
  }

  return (
    <Field
      {...(multiline ? { autosize: true, minRows: 2 } : {})}
      label={label}
      description={description}
      value={value}
      readOnly
      styles={{
        input: {
          fontFamily: 'var(--mantine-font-family-monospace)',
          fontSize: 'var(--mantine-font-size-sm)',
        },
      }}
      onFocus={(event) => event.currentTarget.select()}
      rightSectionPointerEvents="all"
      rightSection={
        <Tooltip label={copied ? t.copy.done : t.copy.action} withArrow>
          <ActionIcon
            variant="subtle"
            color={copied ? 'griot' : 'gray'}
            onClick={copy}
            disabled={!value}
            aria-label={copyLabel}
          >
            {copied ? <IconCheck size={16} aria-hidden /> : <IconCopy size={16} aria-hidden />}
          </ActionIcon>
        </Tooltip>
      }
    />
  );
}
