import { Alert, Button, Card, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { commonTexts } from '../../components/commonTexts';
import { classifyApiError } from '../../lib/apiErrors';
import { useTexts } from '../../lib/i18n/useTexts';
import { EndUserFailure } from './EndUserPage';
import { endUserTexts } from './endUserTexts';
import { useEndUser } from './useEndUser';
import { useEndUserActions } from './useEndUserActions';

/** /dashboard/users/{id}/edit: the end-user's name, email and the values of the chatbot's variables. */
export function EndUserEditPage() {
  const texts = useTexts(endUserTexts);
  const t = texts.edit;
  const actions = useTexts(commonTexts).actions;
  const { id = '' } = useParams();
  const query = useEndUser(id);
  const { save } = useEndUserActions(id);
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [values, setValues] = useState<Record<string, string>>({});
  const endUser = query.data?.user;
  useEffect(() => {
    if (!endUser) return;
    setName(endUser.name);
    setEmail(endUser.email);
    setValues(Object.fromEntries(endUser.variables.filter((v) => v.slug !== '').map((v) => [v.id, v.value])));
  }, [endUser]);
  if (query.isError) return <EndUserFailure error={query.error} retry={() => void query.refetch()} />;
  if (!endUser)
    return (
      <Group justify="center" py="xl">
        <Loader aria-label={texts.detail.loading} />
      </Group>
    );
  const failure = save.error ? classifyApiError(save.error) : undefined;
  const editable = endUser.variables.filter((variable) => variable.slug !== '');
  return (
    <Card withBorder radius="lg" p="lg" maw={640}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate({ id, name, email, variables: values });
        }}
      >
        <Stack gap="md">
          <Title order={2} fz="lg">
            {t.title}
          </Title>
          <TextInput
            label={t.name}
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={200}
          />
          <TextInput
            label={t.email}
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {editable.length > 0 && (
            <Title order={3} fz="md">
              {t.variables}
            </Title>
          )}
          {editable.map((variable) => (
            <TextInput
              key={variable.id}
              label={variable.slug}
              description={variable.id}
              value={values[variable.id] ?? ''}
              onChange={(event) => {
                const value = event.currentTarget.value;
                setValues((current) => ({ ...current, [variable.id]: value }));
              }}
            />
          ))}
          {failure && (
            <Alert color="red" role="alert">
              {failure.kind === 'response' ? failure.message : t.unreachable}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={`/dashboard/users/${id}`} variant="default">
              {actions.cancel}
            </Button>
            <Button type="submit" loading={save.isPending}>
              {actions.save}
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
