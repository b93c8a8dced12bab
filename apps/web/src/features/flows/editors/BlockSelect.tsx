import { Select } from '@mantine/core';
import type { BlockDirectory } from '../blockDirectory';

interface BlockSelectProps {
  label: string;
  value: string | null;
  directory: BlockDirectory;
  /** The edited block: leading to it from itself would loop. */
  exclude?: string;
  placeholder?: string;
  onChange: (idblock: string) => void;
}

/** Picks a target block by name, searchable; the idblock is what is stored. */
export function BlockSelect({ label, value, directory, exclude, placeholder, onChange }: BlockSelectProps) {
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
      placeholder={placeholder ?? 'Choisir un bloc'}
      data={data}
      value={value}
      searchable
      nothingFoundMessage="Aucun bloc"
      onChange={(next) => {
        if (next) onChange(next);
      }}
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
