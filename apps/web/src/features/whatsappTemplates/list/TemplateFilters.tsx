import { whatsappTemplateMessages } from '@griot/contract/whatsappTemplates/whatsappTemplateMessages';
import {
  TEMPLATE_CATEGORIES,
  type WhatsAppTemplate,
} from '@griot/contract/whatsappTemplates/whatsappTemplateSchemas';
import { Group, Select, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { whatsappTemplatesTexts } from '../whatsappTemplatesTexts';

export interface TemplateFilter {
  search: string;
  status: string | null;
  category: string | null;
}

/** The templates a filter keeps: the name contains the search; the status and category match. */
export function filterTemplates(templates: WhatsAppTemplate[], filter: TemplateFilter): WhatsAppTemplate[] {
  const search = filter.search.trim().toLowerCase();
  return templates.filter(
    (template) =>
      (!search || template.name.includes(search)) &&
      (!filter.status || template.status === filter.status) &&
      (!filter.category || template.category === filter.category),
  );
}

const STATUS_FILTERS = ['APPROVED', 'PENDING', 'REJECTED', 'PAUSED', 'DISABLED'] as const;

export function TemplateFilters({
  value,
  onChange,
}: {
  value: TemplateFilter;
  onChange: (value: TemplateFilter) => void;
}) {
  const t = useTexts(whatsappTemplatesTexts);
  const statuses = useTexts(whatsappTemplateMessages).statuses;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        aria-label={t.search}
        placeholder={t.search}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={value.search}
        onChange={(event) => onChange({ ...value, search: event.currentTarget.value })}
        style={{ flex: '1 1 220px' }}
      />
      <Select
        aria-label={t.statusFilter}
        placeholder={t.allStatuses}
        data={STATUS_FILTERS.map((status) => ({ value: status, label: statuses[status] }))}
        value={value.status}
        onChange={(status) => onChange({ ...value, status })}
        clearable
        style={{ flex: '1 1 160px' }}
      />
      <Select
        aria-label={t.categoryFilter}
        placeholder={t.allCategories}
        data={TEMPLATE_CATEGORIES.map((category) => ({ value: category, label: t.category[category] }))}
        value={value.category}
        onChange={(category) => onChange({ ...value, category })}
        clearable
        style={{ flex: '1 1 160px' }}
      />
    </Group>
  );
}
