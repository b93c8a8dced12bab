import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTexts } from '../../lib/i18n/useTexts';
import { termsTexts } from './terms/termsTexts';

/**
 * The terms of use the registration's checkbox asks to accept (step 3), readable
 * before an account exists. Griot runs conversations for businesses: the business is the
 * controller of its customers' data, Griot its processor.
 */
export function TermsPage() {
  const t = useTexts(termsTexts);
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>{t.title}</Title>
            <Text c="dimmed" size="sm">
              {t.effective}
            </Text>
          </Stack>
          <Section title={t.service.title}>{t.service.text}</Section>
          <Section title={t.account.title}>
            <List spacing={4}>
              <List.Item>{t.account.accurate}</List.Item>
              <List.Item>{t.account.personal}</List.Item>
              <List.Item>{t.account.yourData}</List.Item>
            </List>
          </Section>
          <Section title={t.customers.title}>{t.customers.text}</Section>
          <Section title={t.use.title}>
            <List spacing={4}>
              <List.Item>{t.use.noSpam}</List.Item>
              <List.Item>{t.use.platforms}</List.Item>
              <List.Item>{t.use.lawful}</List.Item>
            </List>
          </Section>
          <Section title={t.availability.title}>{t.availability.text}</Section>
          <Section title={t.contact.title}>{t.contact.text}</Section>
          <Anchor component={Link} to="/register">
            {t.back}
          </Anchor>
        </Stack>
      </Paper>
    </Container>
  );
}

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={2} fz="h4">
        {title}
      </Title>
      <Text component="div">{children}</Text>
    </Stack>
  );
}
