/** French names of the screens, by route pattern, for titles and placeholder pages. */
const SCREEN_TITLES: Array<[RegExp, string]> = [
  [/^\/dashboard\/?$/, 'Tableau de bord'],
  [/^\/dashboard\/chatbots\/create$/, 'Nouveau chatbot'],
  [/^\/dashboard\/chatbots\/[^/]+\/settings$/, 'Paramètres avancés du chatbot'],
  [/^\/dashboard\/chatbots\/[^/]+\/home$/, 'Tableau de bord Chatbot'],
  [/^\/dashboard\/chatbots\/[^/]+\/playground(\/[^/]+)?$/, 'Éditeur de flux'],
  [/^\/dashboard\/chatbots\/[^/]+\/variables$/, 'Variables'],
  [/^\/dashboard\/chatbots\/[^/]+\/jarvis-knowledge$/, 'GRIOT IA'],
  [/^\/dashboard\/chatbots\/?$/, 'Chatbots'],
  [/^\/dashboard\/all-users$/, 'Gestion des utilisateurs'],
  [/^\/dashboard\/users\//, "Détails de l'utilisateur"],
  [/^\/dashboard\/whatsapp_management$/, 'Comptes WhatsApp'],
  [/^\/dashboard\/chat\//, 'Conversation'],
  [/^\/dashboard\/profile$/, 'Profil'],
  [/^\/dashboard\/account-settings$/, 'Paramètres du compte'],
  [/^\/dashboard\/transactions$/, 'Transactions'],
  [/^\/dashboard\/orders$/, 'Commandes'],
  [/^\/dashboard\/payouts$/, 'Paiements'],
  [/^\/dashboard\/products$/, 'Produits'],
  [/^\/dashboard\/posts\/drafts$/, 'Brouillons'],
  [/^\/dashboard\/posts\/scheduled$/, 'Publications programmées'],
  [/^\/dashboard\/posts\/published$/, 'Publications publiées'],
  [/^\/dashboard\/posts$/, 'Publications'],
  [/^\/dashboard\/pages$/, 'Pages'],
  [/^\/dashboard\/performance$/, 'Performance'],
  [/^\/dashboard\/team$/, 'Équipe'],
  [/^\/dashboard\/customize$/, 'Personnalisation'],
  [/^\/flow-element-test$/, 'Test des éléments de flux'],
];

export function screenTitleFor(pathname: string): string {
  return SCREEN_TITLES.find(([pattern]) => pattern.test(pathname))?.[1] ?? 'Griot';
}
