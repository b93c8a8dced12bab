import { Alert, Button, Group, Modal, PasswordInput, Stack, Text, TextInput } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { commonTexts } from '../../../components/commonTexts';
import { useTexts } from '../../../lib/i18n/useTexts';
import { useTextFields } from '../../../lib/useTextFields';
import { accountFailure } from '../accountFailure';
import { twoFactorTexts } from './twoFactorTexts';

interface Proof {
  password: string;
  code: string;
}

interface ProofFormProps<Result> {
  hint: string;
  /** The submit button's label. */
  action: string;
  withPassword: boolean;
  run: (proof: Proof) => Promise<Result>;
  onDone: (result: Result) => void;
  onClose: () => void;
}

/**
 * A modal asking the second factor (and the password when `withPassword`) before an action on
 * it: renewing the recovery codes, or turning it off.
 */
export function TwoFactorProofModal<Result>({
  opened,
  title,
  ...form
}: ProofFormProps<Result> & { opened: boolean; title: string }) {
  return (
    <Modal opened={opened} onClose={form.onClose} title={title} centered>
      {opened && <ProofForm {...form} />}
    </Modal>
  );
}

function ProofForm<Result>({ hint, action, withPassword, run, onDone, onClose }: ProofFormProps<Result>) {
  const t = useTexts(twoFactorTexts);
  const common = useTexts(commonTexts);
  const { fields, bind } = useTextFields({ password: '', code: '' });
  const mutation = useMutation({ mutationFn: () => run(fields), onSuccess: onDone });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    mutation.mutate();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <Text size="sm">{hint}</Text>
        {mutation.isError && (
          <Alert color="red" role="alert">
            {accountFailure(mutation.error, t.failed)}
          </Alert>
        )}
        {withPassword && (
          <PasswordInput
            label={t.password}
            autoComplete="current-password"
            data-autofocus
            {...bind('password')}
          />
        )}
        <TextInput label={t.codeOrRecovery} autoComplete="one-time-code" {...bind('code')} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {common.actions.cancel}
          </Button>
          <Button type="submit" color={withPassword ? 'red' : undefined} loading={mutation.isPending}>
            {action}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
