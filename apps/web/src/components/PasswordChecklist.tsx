import { type PasswordChecklist as Checklist, passwordChecklist } from '@griot/contract/auth/passwordRules';
import { PASSWORD_SPECIAL_CHARACTERS } from '@griot/contract/constants';
import { List, ThemeIcon } from '@mantine/core';
import { IconCheck, IconX } from '@tabler/icons-react';

const RULES: Array<[keyof Checklist, string]> = [
  ['length', 'Au moins 8 caractères'],
  ['uppercase', 'Une lettre majuscule'],
  ['lowercase', 'Une lettre minuscule'],
  ['digit', 'Un chiffre'],
  ['special', `Un caractère spécial (${PASSWORD_SPECIAL_CHARACTERS})`],
];

/** The reset screen's live requirements checklist. */
export function PasswordChecklist({ password }: { password: string }) {
  const checklist = passwordChecklist(password);
  return (
    <List spacing={4} size="sm" center aria-label="Critères du mot de passe">
      {RULES.map(([rule, label]) => (
        <List.Item
          key={rule}
          c={checklist[rule] ? 'teal' : 'dimmed'}
          icon={
            <ThemeIcon size={18} radius="xl" color={checklist[rule] ? 'teal' : 'gray'} variant="light">
              {checklist[rule] ? (
                <IconCheck size={12} aria-label="respecté" />
              ) : (
                <IconX size={12} aria-label="non respecté" />
              )}
            </ThemeIcon>
          }
        >
          {label}
        </List.Item>
      ))}
    </List>
  );
}
