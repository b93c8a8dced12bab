import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

export function NotFoundPage() {
  return (
    <Center mih="70vh" p="xl">
      <Stack align="center" gap="sm">
        <Title order={1}>Page introuvable</Title>
        <Text c="dimmed">L'adresse demandée n'existe pas ou a été déplacée.</Text>
        <Button component={Link} to="/dashboard">
          Retour au tableau de bord
        </Button>
      </Stack>
    </Center>
  );
}
