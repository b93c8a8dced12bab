import { Anchor, Container, List, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

/**
 * The terms of use the registration's checkbox asks to accept (step 3), readable
 * before an account exists. Griot runs conversations for businesses: the business is the
 * controller of its customers' data, Griot its processor.
 */
export function TermsPage() {
  return (
    <Container size="md" py="xl">
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="lg">
          <Stack gap={4}>
            <Title order={1}>Conditions d'utilisation de Griot</Title>
            <Text c="dimmed" size="sm">
              En vigueur au 1er novembre 2026
            </Text>
          </Stack>
          <Section title="1. Le service">
            Griot permet à une entreprise de créer des chatbots, de les publier sur WhatsApp, Telegram,
            Messenger et le web, de suivre leurs conversations et d'y répondre. Le compte est ouvert au nom de
            l'entreprise ou de la personne qui s'inscrit ; elle est responsable de ce que ses chatbots disent
            et envoient.
          </Section>
          <Section title="2. Votre compte">
            <List spacing={4}>
              <List.Item>Les informations d'inscription doivent être exactes et tenues à jour.</List.Item>
              <List.Item>
                Le mot de passe est personnel ; toute action faite avec votre session vous est imputée.
                Déconnectez les appareils que vous ne reconnaissez pas.
              </List.Item>
              <List.Item>Vous pouvez exporter vos données et supprimer votre compte à tout moment.</List.Item>
            </List>
          </Section>
          <Section title="3. Données de vos clients">
            Pour les conversations de vos chatbots, vous êtes responsable du traitement et Griot agit comme
            sous-traitant : nous conservons les messages, les numéros et les variables collectées pour faire
            fonctionner vos chatbots, sans les vendre ni les utiliser à d'autres fins. Informez vos clients de
            ce traitement et respectez leurs demandes de désinscription (par exemple le mot STOP).
          </Section>
          <Section title="4. Usage acceptable">
            <List spacing={4}>
              <List.Item>
                Pas de messages non sollicités : les diffusions WhatsApp utilisent des modèles approuvés par
                Meta et ne visent que des clients qui ont accepté d'être contactés.
              </List.Item>
              <List.Item>
                Respect des conditions de WhatsApp Business, de Telegram et de Meta pour chaque canal
                connecté.
              </List.Item>
              <List.Item>Aucun contenu illicite, trompeur ou portant atteinte aux droits d'autrui.</List.Item>
            </List>
          </Section>
          <Section title="5. Disponibilité et abonnement">
            Nous visons une disponibilité de 99,9 %. Les abonnements payants sont facturés au mois ; les
            factures sont disponibles dans les paramètres du compte. Un manquement grave à ces conditions peut
            entraîner la suspension du compte, après notification sauf urgence.
          </Section>
          <Section title="6. Contact">
            Pour toute question sur ces conditions ou sur vos données : support@griot.africa.
          </Section>
          <Anchor component={Link} to="/register">
            Retour à l'inscription
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
