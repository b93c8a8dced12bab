import { type PasswordChecklist as Checklist, passwordChecklist } from '@griot/contract/auth/passwordRules';
import { PASSWORD_SPECIAL_CHARACTERS } from '@griot/contract/constants';
import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';
import { useTexts } from '../lib/i18n/useTexts';
import { commonTexts } from './commonTexts';

const RULES: Array<keyof Checklist> = ['length', 'uppercase', 'lowercase', 'digit', 'special'];

/** The reset screen's live requirements checklist. */
export function PasswordChecklist({ password }: { password: string }) {
  const t = useTexts(commonTexts).passwordChecklist;
  const checklist = passwordChecklist(password);
  const labels: Record<keyof Checklist, string> = {
    length: t.length,
    uppercase: t.uppercase,
    lowercase: t.lowercase,
    digit: t.digit,
    special: t.special({ characters: PASSWORD_SPECIAL_CHARACTERS }),
  };
  return (
    <List spacing={4} size="sm" center aria-label={t.label}>
      {RULES.map((rule) => (
        <List.Item
          key={rule}
          c={checklist[rule] ? 'teal' : 'dimmed'}
          icon={
            <ThemeIcon size={18} radius="xl" color={checklist[rule] ? 'teal' : 'gray'} variant="light">
              {checklist[rule] ? (
                <IconCheck size={12} aria-label={t.met} />
              ) : (
                <IconX size={12} aria-label={t.unmet} />
              )}
            </ThemeIcon>
          }
        >
          {labels[rule]}
        </List.Item>
      ))}
    </List>
  );
}
