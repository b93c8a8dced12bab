import { Alert, Button, Card, Group, Loader, Stack, TextInput, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { classifyApiError } from '../../lib/apiErrors';
import { EndUserFailure } from './EndUserPage';
import { useEndUser } from './useEndUser';
import { useEndUserActions } from './useEndUserActions';

/** /dashboard/users/{id}/edit: the end-user's name, email and the values of the chatbot's variables. */
export function EndUserEditPage() {
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
        <Loader aria-label="Chargement de l'utilisateur" />
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
            Modifier l'utilisateur
          </Title>
          <TextInput
            label="Nom"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            maxLength={200}
          />
          <TextInput
            label="Email"
            type="email"
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {editable.length > 0 && (
            <Title order={3} fz="md">
              Variables
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
              {failure.kind === 'response' ? failure.message : 'Impossible de joindre le serveur. Réessayez.'}
            </Alert>
          )}
          <Group justify="flex-end">
            <Button component={Link} to={`/dashboard/users/${id}`} variant="default">
              Annuler
            </Button>
            <Button type="submit" loading={save.isPending}>
              Enregistrer
            </Button>
          </Group>
        </Stack>
      </form>
    </Card>
  );
}
