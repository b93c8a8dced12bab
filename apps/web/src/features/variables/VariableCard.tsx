import { VARIABLE_TYPES } from '@griot/contract/flows/flowConstants';
import {
  ActionIcon,
  Badge,
  Group,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Text,
  TextInput,
  Tooltip,
} from '@mantine/core';
import { IconAlertCircle, IconTrash } from '@tabler/icons-react';
import { useTexts } from '../../lib/i18n/useTexts';
import type { VariableIssue } from './validateVariables';
import type { DraftField, VariableDraft } from './variableDrafts';
import { variablesTexts } from './variablesTexts';
import { variableTypeInfo } from './variableTypes';

interface VariableCardProps {
  /** 1-based, as the card shows it. */
  number: number;
  draft: VariableDraft;
  errors: readonly VariableIssue[];
  onChange: (field: DraftField, value: string) => void;
  onRemove: () => void;
  /** A card just added takes the focus, so the keyboard can type its id at once. */
  autoFocus?: boolean;
}

/** One declared variable: its number, its three fields and its own error list. */
export function VariableCard({ number, draft, errors, onChange, onRemove, autoFocus }: VariableCardProps) {
  const t = useTexts(variablesTexts);
  const idMissing = draft.id.trim() === '';
  const typeChoices = VARIABLE_TYPES.map((type) => ({ value: type, label: variableTypeInfo(type).label }));
  const fieldHasError = (field: DraftField) => errors.some((issue) => issue.field === field);
  const typeOptions =
    draft.type === ''
      ? [{ value: '', label: t.typePlaceholder, disabled: true }, ...typeChoices]
      : typeChoices;

  return (
    <Paper
      role="group"
      aria-label={t.card({ number })}
      withBorder
      radius="lg"
      p="lg"
      shadow="xs"
      // A card without an id is the one to fix first.
      style={idMissing ? { borderColor: 'var(--mantine-color-error)' } : undefined}
      data-invalid={idMissing || undefined}
    >
      <Group justify="space-between" mb="md">
        <Group gap="xs">
          <Badge variant="light" color={errors.length > 0 ? 'red' : 'teal'} radius="sm" size="lg">
            #{number}
          </Badge>
          <Text fw={600} size="sm" c={draft.slug.trim() ? undefined : 'dimmed'} lineClamp={1}>
            {draft.slug.trim() || t.newVariable}
          </Text>
        </Group>
        <Tooltip label={t.remove({ number })} withArrow>
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            aria-label={t.remove({ number })}
            onClick={onRemove}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
        <TextInput
          label={t.idLabel}
          placeholder={t.idPlaceholder}
          value={draft.id}
          onChange={(event) => onChange('id', event.currentTarget.value)}
          error={fieldHasError('id')}
          // Ids are code-like (they go into {{...}}): monospace keeps _ and l/1 apart.
          styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
        />
        <TextInput
          label={t.slugLabel}
          placeholder={t.slugPlaceholder}
          value={draft.slug}
          onChange={(event) => onChange('slug', event.currentTarget.value)}
          error={fieldHasError('slug')}
          autoComplete="off"
        />
        <NativeSelect
          label={t.typeLabel}
          data={typeOptions}
          value={draft.type}
          onChange={(event) => onChange('type', event.currentTarget.value)}
          description={draft.type === '' ? undefined : variableTypeInfo(draft.type).description}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          error={fieldHasError('type')}
        />
      </SimpleGrid>
      {errors.length > 0 && (
        <List
          mt="md"
          spacing={4}
          size="sm"
          c="red"
          icon={<IconAlertCircle size={16} aria-hidden style={{ display: 'block' }} />}
          aria-label={t.errorsOf({ number })}
        >
          {errors.map((issue) => (
            <List.Item key={`${issue.field}:${issue.message}`}>{issue.message}</List.Item>
          ))}
        </List>
      )}
    </Paper>
  );
}
