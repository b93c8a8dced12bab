import { END_USERS_TAG_FILTER_MAX } from '@griot/contract/endUsers/endUserSchemas';
import { Button, Group, MultiSelect, Text } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { endUserTexts } from './endUserTexts';

/**
 * The list's tag filter: the tags worn in the workspace's chatbots (or the dashboard's chatbot),
 * the most worn first with how many wear each. Several tags keep whoever wears any of them (the
 * table says so above the rows).
 */
export function EndUsersTagFilter({
  chatbotId,
  value,
  onChange,
  fullWidth,
}: {
  chatbotId?: string;
  value: readonly string[];
  onChange: (tags: string[]) => void;
  fullWidth: boolean;
}) {
  const t = useTexts(endUserTexts).table.tagFilter;
  const known = useQuery(
    orpc.endUsers.tags.queryOptions({ input: chatbotId ? { idbotget: chatbotId } : {} }),
  );
  const counts = new Map((known.data?.tags ?? []).map((tag) => [tag.tag, tag.count]));
  // The address's tags are shown even when nobody wears them any more (or before the list loads).
  const data = [...new Set([...value, ...counts.keys()])];
  return (
    <MultiSelect
      style={fullWidth ? { flex: '1 1 100%' } : { flex: 1, minWidth: 200, maxWidth: 420 }}
      aria-label={t.label}
      placeholder={value.length === 0 ? t.placeholder : undefined}
      leftSection={<IconTag size={16} aria-hidden />}
      data={data}
      value={[...value]}
      onChange={onChange}
      maxValues={END_USERS_TAG_FILTER_MAX}
      searchable
      clearable
      clearButtonProps={{ 'aria-label': t.clear }}
      nothingFoundMessage={t.none}
      comboboxProps={{ withinPortal: true }}
      renderOption={({ option }) => (
        <Group justify="space-between" wrap="nowrap" gap="sm" w="100%">
          <Text size="sm" truncate>
            {option.value}
          </Text>
          {counts.has(option.value) && (
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {t.total({
                count: counts.get(option.value) ?? 0,
                formatted: formatNumber(counts.get(option.value) ?? 0),
              })}
            </Text>
          )}
        </Group>
      )}
    />
  );
}

/**
 * Above the rows while tags filter the list: which tags, that any of them will do, and how many
 * end-users the server counted (the list's total narrowed by the tags); a way to remove the filter.
 */
export function TagFilterSummary({
  tags,
  total,
  onClear,
}: {
  tags: readonly string[];
  /** The list's total; `capped`: a search's count stopped at its cap. */
  total: { count: number; capped: boolean } | undefined;
  onClear: () => void;
}) {
  const t = useTexts(endUserTexts).table.tagFilter;
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" role="status">
      <Text size="sm">
        {t.anyOf({ count: tags.length, tags: tags.join(', ') })}
        {total !== undefined && (
          <Text span size="sm" fw={600}>
            {' · '}
            {t.total({
              count: total.count,
              formatted: `${formatNumber(total.count)}${total.capped ? '+' : ''}`,
            })}
          </Text>
        )}
      </Text>
      <Button variant="subtle" size="compact-sm" onClick={onClear}>
        {t.clear}
      </Button>
    </Group>
  );
}
