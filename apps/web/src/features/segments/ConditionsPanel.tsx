import { CONDITION_GLOBALS, CONDITION_TAG } from '@griot/contract/segments/segmentSchemas';
import { ActionIcon, Autocomplete, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { IconFilter, IconPlus, IconSearch, IconTrash } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CollapsibleSection } from '../../components/CollapsibleSection';
import { classifyApiError } from '../../lib/apiErrors';
import { formatNumber } from '../../lib/formatNumber';
import { useTexts } from '../../lib/i18n/useTexts';
import type { MatchedSegment } from '../../lib/matchedSegment';
import { orpc } from '../../lib/orpc';
import { type ConditionRow, completeRows, conditionSummary, conditionsJson } from './conditionSummary';
import { segmentTexts } from './segmentTexts';

let nextKey = 1;
const newRow = (): ConditionRow => ({
  key: String(nextKey++),
  attribute: '',
  comparison: '=',
  value: '',
  operator: '&&',
});

/**
 * The chatbot dashboard's collapsible 'Conditions' block: rows of attribute,
 * '='/'!=' and value joined by ET/OU, attributes and values picked from the stored ones or typed
 * (Enter keeps a typed value), at least one row kept; the search lists the matching end-users.
 */
export function ConditionsPanel({
  chatbotId,
  onMatched,
}: {
  chatbotId: string;
  onMatched: (segment: MatchedSegment | undefined) => void;
}) {
  const t = useTexts(segmentTexts);
  const [rows, setRows] = useState<ConditionRow[]>(() => [newRow()]);
  const variables = useQuery(orpc.variables.forEditor.queryOptions({ input: { idchatbot: chatbotId } }));
  const attributes = (variables.data?.variables ?? [])
    .filter(
      (variable) =>
        variable.type !== 'global' || (CONDITION_GLOBALS as readonly string[]).includes(variable.id),
    )
    .map((variable) => variable.id)
    // The end-user's tags (imported, set by hand, a campaign's responders): 'tag' = VIP.
    .concat(CONDITION_TAG);
  const search = useMutation(orpc.segments.conditions.mutationOptions());
  function findEndUsers() {
    const conditions = conditionsJson(rows);
    const summary = conditionSummary(rows);
    search.mutate(
      { id: chatbotId, conditions, sizing: false },
      {
        onSuccess: (answer) =>
          onMatched({
            conditions,
            summary,
            endUsers: Array.isArray(answer.result) ? answer.result : [],
            total: answer.total,
          }),
        onError: () => onMatched(undefined),
      },
    );
  }
  const update = (key: string, change: Partial<ConditionRow>) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));
  const ready = completeRows(rows).length > 0;
  const failure = search.error ? classifyApiError(search.error) : undefined;

  return (
    <CollapsibleSection title={t.title} description={t.intro} icon={<IconFilter size={20} />} defaultOpen>
      <Stack gap="sm">
        {rows.map((row, index) => (
          <Stack key={row.key} gap={6}>
            <Group gap="xs" align="flex-end" wrap="wrap">
              <Autocomplete
                label={t.attribute}
                placeholder={t.attributePlaceholder}
                data={attributes}
                value={row.attribute}
                onChange={(attribute) => update(row.key, { attribute, value: '' })}
                w={{ base: '100%', xs: 180 }}
              />
              <Select
                label={t.comparison}
                data={[
                  { value: '=', label: '=' },
                  { value: '!=', label: '!=' },
                ]}
                value={row.comparison}
                onChange={(comparison) => update(row.key, { comparison: comparison === '!=' ? '!=' : '=' })}
                allowDeselect={false}
                w={{ base: 'calc(50% - 4px)', xs: 110 }}
              />
              <ValueInput
                chatbotId={chatbotId}
                attribute={row.attribute}
                value={row.value}
                onChange={(value) => update(row.key, { value })}
              />
              <ActionIcon
                variant="subtle"
                color="red"
                size="lg"
                aria-label={t.remove}
                disabled={rows.length === 1}
                onClick={() => setRows((current) => current.filter((item) => item.key !== row.key))}
              >
                <IconTrash size={18} />
              </ActionIcon>
            </Group>
            {index < rows.length - 1 && (
              <Select
                aria-label={t.operator}
                data={[
                  { value: '&&', label: t.and },
                  { value: '||', label: t.or },
                ]}
                value={row.operator}
                onChange={(operator) => update(row.key, { operator: operator === '||' ? '||' : '&&' })}
                allowDeselect={false}
                w={90}
                size="xs"
              />
            )}
          </Stack>
        ))}
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="subtle"
            leftSection={<IconPlus size={16} />}
            onClick={() => setRows((current) => [...current, newRow()])}
          >
            {t.add}
          </Button>
          <Button
            leftSection={<IconSearch size={16} />}
            disabled={!ready}
            loading={search.isPending}
            onClick={findEndUsers}
          >
            {t.search}
          </Button>
        </Group>
        {ready && (
          <Text size="sm" c="dimmed">
            {conditionSummary(rows)}
          </Text>
        )}
        {failure && (
          <Text c="red" size="sm" role="alert">
            {failure.kind === 'response' ? failure.message : t.unreachable}
          </Text>
        )}
        {search.data && (
          <Group gap="xs">
            <Badge variant="light" size="lg">
              {t.matched({ count: search.data.total, countText: formatNumber(search.data.total) })}
            </Badge>
          </Group>
        )}
      </Stack>
    </CollapsibleSection>
  );
}

/** The value: the stored values of the attribute with their counts, or any typed value. */
function ValueInput({
  chatbotId,
  attribute,
  value,
  onChange,
}: {
  chatbotId: string;
  attribute: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const t = useTexts(segmentTexts);
  const name = attribute.trim();
  const values = useQuery(
    orpc.segments.values.queryOptions({
      input: { id: chatbotId, attribute: name },
      enabled: name !== '',
      retry: false,
    }),
  );
  const options = (values.data?.values ?? []).filter((option) => option._id !== null);
  return (
    <Autocomplete
      label={t.value}
      placeholder={name === '' ? t.chooseAttributeFirst : t.valuePlaceholder}
      data={[...new Set(options.map((option) => option._id ?? ''))]}
      renderOption={({ option }) => {
        const count = options.find((item) => item._id === option.value)?.count ?? 0;
        return (
          <Group justify="space-between" w="100%" wrap="nowrap">
            <span>{option.value}</span>
            <Text size="xs" c="dimmed">
              {formatNumber(count)}
            </Text>
          </Group>
        );
      }}
      description={values.isSuccess && options.length === 0 ? t.noValue : undefined}
      value={value}
      onChange={onChange}
      w={{ base: 'calc(50% - 4px)', xs: 200 }}
    />
  );
}
