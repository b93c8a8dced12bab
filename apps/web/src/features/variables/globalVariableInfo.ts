import type { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';

/** What each built-in variable holds, shown beside its name for reference. */
export const GLOBAL_VARIABLE_INFO: Record<(typeof GLOBAL_VARIABLES)[number], string> = {
  first_name: "Prénom de l'utilisateur",
  last_name: "Nom de famille de l'utilisateur",
  full_name: "Nom complet de l'utilisateur",
  reply_phone: 'Numéro auquel répondre',
  phone_number: "Numéro de téléphone de l'utilisateur",
  last_input: "Dernière réponse saisie par l'utilisateur",
  id_user: "Identifiant de l'utilisateur",
  phone_number_id: 'Identifiant du numéro WhatsApp',
  bot_number: 'Numéro du chatbot',
  idbot: 'Identifiant du chatbot',
  order_amount: 'Montant de la commande',
};
