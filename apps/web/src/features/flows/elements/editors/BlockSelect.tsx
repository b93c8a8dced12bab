import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import { Group, Select, Text } from '@mantine/core';
import { IconHeadset } from '@tabler/icons-react';
import { useTexts } from '../../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../../block/blockDirectory';
import { flowTexts } from '../../flowTexts';
import { elementTexts } from '../elementTexts';

interface BlockSelectProps {
  label: string;
  value: string | null;
  directory: BlockDirectory;
  /** The edited block: leading to it from itself would loop. */
  exclude?: string;
  placeholder?: string;
  onChange: (idblock: string) => void;
  /** Given, the choice can be removed (an optional target). */
  onClear?: () => void;
  /**
   * Given, the first option: choosing no block, shown by this name ('Continuer avec l’élément
   * suivant'); `onClear` is called when it is picked.
   */
  noneLabel?: string;
}

/** The value of the 'no block' option (an idblock never has a colon). */
const NONE = ':none';

/**
 * Picks a target by name, searchable: the human agent first (the conversation goes to the team
 * inbox), then the blocks. The idblock (or AGENT_REDIRECTION) is what is stored.
 */
export function BlockSelect({
  label,
  value,
  directory,
  exclude,
  placeholder,
  onChange,
  onClear,
  noneLabel,
}: BlockSelectProps) {
  const t = useTexts(elementTexts).blockSelect;
  const flow = useTexts(flowTexts);
  const entries = [...directory.main, ...directory.standard].filter(
    (entry) => entry.block.idblock !== exclude,
  );
  const data = [
    ...(noneLabel === undefined ? [] : [{ value: NONE, label: noneLabel }]),
    { value: AGENT_REDIRECTION, label: flow.humanAgent },
    ...entries.map((entry) => ({
      value: entry.block.idblock,
      label: entry.main ? `${entry.label} (${entry.displayName})` : entry.displayName,
    })),
  ];
  // A target that no longer exists stays visible so the user sees what to fix.
  if (value && !data.some((option) => option.value === value)) data.push({ value, label: value });
  const shown = value ?? (noneLabel === undefined ? null : NONE);
  const agentChosen = value === AGENT_REDIRECTION;
  return (
    <Select
      label={label}
      placeholder={placeholder ?? t.placeholder}
      data={data}
      value={shown}
      searchable
      nothingFoundMessage={t.nothingFound}
      onChange={(next) => {
        if (next && next !== NONE) onChange(next);
        else onClear?.();
      }}
      leftSection={agentChosen ? <IconHeadset size={16} aria-hidden /> : undefined}
      renderOption={({ option }) =>
        option.value === AGENT_REDIRECTION ? (
          <Group gap="xs" wrap="nowrap">
            <IconHeadset size={16} aria-hidden />
            <div>
              <Text size="sm">{option.label}</Text>
              <Text size="xs" c="dimmed">
                {flow.humanAgentHint}
              </Text>
            </div>
          </Group>
        ) : (
          option.label
        )
      }
      allowDeselect={false}
      clearable={onClear !== undefined && noneLabel === undefined}
      // Reachable by keyboard and screen readers too (Mantine hides it from both by default).
      clearButtonProps={{ 'aria-label': t.clear, 'aria-hidden': false, tabIndex: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
