import { workspaceMessages } from '@griot/contract/workspaces/workspaceMessages';
import { ASSIGNABLE_ROLES, type AssignableRole } from '@griot/contract/workspaces/workspaceRoles';
import { Select, Stack, Text } from '@mantine/core';
import { useTexts } from '../../lib/i18n/useTexts';
import { teamTexts } from './teamTexts';

interface RoleSelectProps {
  label: string;
  value: AssignableRole;
  onChange: (role: AssignableRole) => void;
  /** In a table cell: the label is read by screen readers only, no description under it. */
  compact?: boolean;
  disabled?: boolean;
}

const isAssignable = (value: string | null): value is AssignableRole =>
  ASSIGNABLE_ROLES.some((role) => role === value);

/** The roles one may give (ownership is handed over, never given), each with what it may do. */
export function RoleSelect({ label, value, onChange, compact, disabled }: RoleSelectProps) {
  const t = useTexts(teamTexts);
  const roles = useTexts(workspaceMessages).roles;
  return (
    <Select
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      data={ASSIGNABLE_ROLES.map((role) => ({ value: role, label: roles[role] }))}
      value={value}
      onChange={(next) => isAssignable(next) && onChange(next)}
      allowDeselect={false}
      disabled={disabled}
      size={compact ? 'xs' : 'sm'}
      w={compact ? 170 : undefined}
      comboboxProps={{ withinPortal: true, width: compact ? 300 : undefined, position: 'bottom-start' }}
      description={compact ? undefined : t.roleDescriptions[value]}
      renderOption={({ option }) => (
        <Stack gap={0}>
          <Text size="sm" fw={600}>
            {option.label}
          </Text>
          {isAssignable(option.value) && (
            <Text size="xs" c="dimmed">
              {t.roleDescriptions[option.value]}
            </Text>
          )}
        </Stack>
      )}
    />
  );
}
