/** The terms of use (/terms), readable before an account exists. */
export default {
  title: "Conditions d'utilisation de Griot",
  effective: 'En vigueur au 1er novembre 2026',
  service: {
    title: '1. Le service',
    text: "Griot permet à une entreprise de créer des chatbots, de les publier sur WhatsApp, Telegram, Messenger et le web, de suivre leurs conversations et d'y répondre. Le compte est ouvert au nom de l'entreprise ou de la personne qui s'inscrit ; elle est responsable de ce que ses chatbots disent et envoient.",
  },
  account: {
    title: '2. Votre compte',
    accurate: "Les informations d'inscription doivent être exactes et tenues à jour.",
    personal:
      'Le mot de passe est personnel ; toute action faite avec votre session vous est imputée. Déconnectez les appareils que vous ne reconnaissez pas.',
    yourData: 'Vous pouvez exporter vos données et supprimer votre compte à tout moment.',
  },
  customers: {
    title: '3. Données de vos clients',
    text: "Pour les conversations de vos chatbots, vous êtes responsable du traitement et Griot agit comme sous-traitant : nous conservons les messages, les numéros et les variables collectées pour faire fonctionner vos chatbots, sans les vendre ni les utiliser à d'autres fins. Informez vos clients de ce traitement et respectez leurs demandes de désinscription (par exemple le mot STOP).",
  },
  use: {
    title: '4. Usage acceptable',
    noSpam:
      "Pas de messages non sollicités : les diffusions WhatsApp utilisent des modèles approuvés par Meta et ne visent que des clients qui ont accepté d'être contactés.",
    platforms:
      'Respect des conditions de WhatsApp Business, de Telegram et de Meta pour chaque canal connecté.',
    lawful: "Aucun contenu illicite, trompeur ou portant atteinte aux droits d'autrui.",
  },
  availability: {
    title: '5. Disponibilité et abonnement',
    text: 'Nous visons une disponibilité de 99,9 %. Les abonnements payants sont facturés au mois ; les factures sont disponibles dans les paramètres du compte. Un manquement grave à ces conditions peut entraîner la suspension du compte, après notification sauf urgence.',
  },
  contact: {
    title: '6. Contact',
    text: 'Pour toute question sur ces conditions ou sur vos données : support@griot.africa.',
  },
  back: "Retour à l'inscription",
} as const;
