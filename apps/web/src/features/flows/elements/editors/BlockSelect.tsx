import { Select } from '@mantine/core';
import { useTexts } from '../../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../../block/blockDirectory';
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
}

/** Picks a target block by name, searchable; the idblock is what is stored. */
export function BlockSelect({
  label,
  value,
  directory,
  exclude,
  placeholder,
  onChange,
  onClear,
}: BlockSelectProps) {
  const t = useTexts(elementTexts).blockSelect;
  const entries = [...directory.main, ...directory.standard].filter(
    (entry) => entry.block.idblock !== exclude,
  );
  const data = entries.map((entry) => ({
    value: entry.block.idblock,
    label: entry.main ? `${entry.label} (${entry.displayName})` : entry.displayName,
  }));
  // A target that no longer exists stays visible so the user sees what to fix.
  if (value && !entries.some((entry) => entry.block.idblock === value)) data.push({ value, label: value });
  return (
    <Select
      label={label}
      placeholder={placeholder ?? t.placeholder}
      data={data}
      value={value}
      searchable
      nothingFoundMessage={t.nothingFound}
      onChange={(next) => {
        if (next) onChange(next);
        else onClear?.();
      }}
      allowDeselect={false}
      clearable={onClear !== undefined}
      // Reachable by keyboard and screen readers too (Mantine hides it from both by default).
      clearButtonProps={{ 'aria-label': t.clear, 'aria-hidden': false, tabIndex: 0 }}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
