import { Paper, Text } from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { type ReactNode, useState } from 'react';

/**
 * A frame a file may be dropped on, around the file input that keeps the keyboard's and screen
 * readers' way to choose one (the app has no Mantine Dropzone: a dependency for one frame is not
 * worth it).
 */
export function FileDropZone({
  label,
  onDrop,
  disabled,
  children,
}: {
  label: string;
  onDrop: (file: File | null) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  const [over, setOver] = useState(false);
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      data-testid="import-drop-zone"
      style={{
        borderStyle: 'dashed',
        borderColor: over ? 'var(--mantine-primary-color-filled)' : undefined,
        background: over ? 'var(--mantine-primary-color-light)' : undefined,
      }}
      onDragOver={(event) => {
        if (disabled) return;
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) onDrop(event.dataTransfer.files.item(0));
      }}
    >
      <Text size="sm" c="dimmed" mb="xs" style={{ display: 'flex', alignItems: 'center', gap: 6 }}>
        <IconUpload size={16} aria-hidden />
        {label}
      </Text>
      {children}
    </Paper>
  );
}
