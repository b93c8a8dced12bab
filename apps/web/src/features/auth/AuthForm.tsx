import { Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { AuthHeading } from './AuthHeading';
import { FormErrorAlert } from './FormErrorAlert';

interface AuthFormProps {
  title: string;
  subtitle: string;
  /** Shown above the error banner (the login's notice after a logout or a reset). */
  notice?: ReactNode;
  error: string | null;
  /** Enter or the submit button: the page never reloads and the browser runs none of its own checks. */
  onSubmit: () => void;
  children: ReactNode;
}

/** The form of a login, forgotten or new password screen: its heading, the error banner, its fields. */
export function AuthForm({ title, subtitle, notice, error, onSubmit, children }: AuthFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <AuthHeading title={title} subtitle={subtitle} />
        {notice}
        <FormErrorAlert message={error} />
        {children}
      </Stack>
    </form>
  );
}
