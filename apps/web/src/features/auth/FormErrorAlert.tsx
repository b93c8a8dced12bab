import { Alert } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';

/** The red banner of a form's error, announced to screen readers; renders nothing without one. */
export function FormErrorAlert({ message, mb }: { message: string | null | undefined; mb?: string }) {
  if (!message) return null;
  return (
    <Alert color="red" variant="light" icon={<IconAlertCircle size={18} aria-hidden />} role="alert" mb={mb}>
      {message}
    </Alert>
  );
}
