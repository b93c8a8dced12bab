import { AUDIT_EVENT_TYPES, type AuditEventType } from '@griot/contract/workspaces/workspaceSchemas';
import { Button, Group, Select } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { AUDIT_GROUPS } from './auditEventGroups';
import { auditTexts } from './auditTexts';
import type { AuditFilters as Filters } from './useAuditLog';

interface AuditFiltersProps {
  filters: Filters;
  /** The people the 'Membre' filter offers: the members, and the actors of the events shown. */
  people: ReadonlyArray<{ id: string; name: string }>;
  onChange: (filters: Filters) => void;
}

const isEventType = (value: string | null): value is AuditEventType =>
  (AUDIT_EVENT_TYPES as readonly (string | null)[]).includes(value);

/** 'Membre' and 'Type d'événement' (grouped: Flux, Diffusions, Modèles de messages, Numéros, Équipe, Données). */
export function AuditFilters({ filters, people, onChange }: AuditFiltersProps) {
  const t = useTexts(auditTexts);
  const typeGroups = AUDIT_GROUPS.map(({ group, types }) => ({
    group: t.groups[group],
    items: types.map((type) => ({ value: type, label: t.types[type] })),
  }));
  const filtered = filters.member !== null || filters.type !== null;
  return (
    <Group component="form" role="search" aria-label={t.filters.label} gap="sm" align="flex-end" wrap="wrap">
      <Select
        label={t.filters.member}
        placeholder={t.filters.everyMember}
        data={people.map((person) => ({ value: person.id, label: person.name }))}
        value={filters.member}
        onChange={(member) => onChange({ ...filters, member })}
        clearable
        searchable
        nothingFoundMessage={t.filters.everyMember}
        style={{ flex: '1 1 200px', minWidth: 0 }}
      />
      <Select
        label={t.filters.type}
        placeholder={t.filters.everyType}
        data={typeGroups}
        value={filters.type}
        onChange={(type) => onChange({ ...filters, type: isEventType(type) ? type : null })}
        clearable
        style={{ flex: '1 1 200px', minWidth: 0 }}
      />
      {filtered && (
        <Button
          variant="subtle"
          color="gray"
          leftSection={<IconFilterOff size={16} aria-hidden />}
          onClick={() => onChange({ member: null, type: null })}
        >
          {t.filters.reset}
        </Button>
      )}
    </Group>
  );
}
