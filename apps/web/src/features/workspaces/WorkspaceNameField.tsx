import { WORKSPACE_NAME_MAX } from '@griot/contract/workspaces/workspaceSchemas';
import { TextInput } from '@mantine/core';

/** A workspace's name, as creating and renaming ask it: required, 80 characters, focused first. */
export function WorkspaceNameField(props: {
  label: string;
  placeholder?: string;
  value: string;
  error: string | null;
  onChange: (name: string) => void;
}) {
  return (
    <TextInput
      label={props.label}
      placeholder={props.placeholder}
      required
      maxLength={WORKSPACE_NAME_MAX}
      value={props.value}
      error={props.error}
      onChange={(event) => props.onChange(event.currentTarget.value)}
      data-autofocus
    />
  );
}
