/**
 * The audit log's words in French, the source: its filters, its states, and one sentence per
 * event type. A sentence takes {actor} (who did it), {subject} (what it was about, as recorded:
 * a flow's, a campaign's, a number's, a member's name) and the event's facts.
 */
export default {
  heading: "Journal d'audit",
  intro: 'Qui a fait quoi dans cet espace : les 12 derniers mois.',
  filters: {
    label: 'Filtres du journal',
    member: 'Membre',
    everyMember: 'Tous les membres',
    type: "Type d'événement",
    everyType: 'Tous les événements',
    reset: 'Effacer les filtres',
  },
  groups: {
    flows: 'Flux',
    broadcasts: 'Diffusions',
    templates: 'Modèles de messages',
    numbers: 'Numéros',
    team: 'Équipe',
    data: 'Données',
  },
  types: {
    'flow.published': 'Flux publié',
    'flow.restored': 'Version restaurée',
    'broadcast.started': 'Diffusion lancée',
    'broadcast.paused': 'Diffusion mise en pause',
    'broadcast.resumed': 'Diffusion reprise',
    'broadcast.cancelled': 'Diffusion annulée',
    'broadcast.planned': 'Diffusion programmée',
    'broadcast.recurring_created': 'Diffusion récurrente créée',
    'broadcast.plan_edited': 'Diffusion programmée modifiée',
    'broadcast.plan_cancelled': 'Diffusion programmée annulée',
    'template.created': 'Modèle créé et soumis à Meta',
    'template.edited': 'Modèle modifié et soumis à Meta',
    'template.deleted': 'Modèle supprimé',
    'number.linked': 'Numéro ajouté ou associé',
    'number.removed': 'Numéro supprimé ou dissocié',
    'chatbot.deleted': 'Chatbot supprimé',
    'member.invited': 'Membre invité',
    'member.joined': 'Membre arrivé',
    'member.role_changed': 'Rôle modifié',
    'member.removed': 'Membre retiré',
    'member.left': 'Membre parti',
    'invitation.revoked': 'Invitation annulée',
    'ownership.transferred': 'Propriété transmise',
    'workspace.renamed': 'Espace renommé',
    'data.exported': 'Données exportées',
    'data.deleted': 'Données supprimées',
  },
  sentences: {
    'flow.published': '{actor} a publié le flux « {subject} » de {chatbot}',
    'flow.restored': '{actor} a restauré la version {revision} du flux « {subject} » de {chatbot}',
    'broadcast.started':
      '{actor} a lancé la diffusion « {subject} » de {chatbot} ({recipients, plural, one {# destinataire} other {# destinataires}})',
    'broadcast.paused': '{actor} a mis en pause la diffusion « {subject} » de {chatbot}',
    'broadcast.resumed': '{actor} a repris la diffusion « {subject} » de {chatbot}',
    'broadcast.cancelled': '{actor} a annulé la diffusion « {subject} » de {chatbot}',
    'broadcast.planned': '{actor} a programmé la diffusion « {subject} » de {chatbot} pour le {when}',
    'broadcast.recurring_created':
      '{actor} a créé la diffusion récurrente « {subject} » de {chatbot} ({frequency, select, daily {tous les jours} other {chaque semaine}} à {time})',
    'broadcast.plan_edited': '{actor} a modifié la diffusion programmée « {subject} » de {chatbot}',
    'broadcast.plan_cancelled': '{actor} a annulé la diffusion programmée « {subject} » de {chatbot}',
    'template.created':
      '{actor} a créé le modèle « {subject} » ({language}) du numéro {account} et l’a soumis à Meta',
    'template.edited':
      '{actor} a modifié le modèle « {subject} » ({language}) du numéro {account} et l’a soumis à nouveau à Meta',
    'template.deleted':
      '{actor} a supprimé le modèle « {subject} » du numéro {account}, dans toutes ses langues',
    'number.linked':
      '{action, select, associated {{actor} a associé le numéro {subject} au chatbot {chatbot}} connected {{actor} a connecté le bot Telegram {subject} au chatbot {chatbot}} other {{actor} a ajouté le numéro {subject}}}',
    'number.removed':
      '{action, select, dissociated {{actor} a dissocié le numéro {subject} du chatbot {chatbot}} other {{actor} a supprimé le numéro {subject}}}',
    'chatbot.deleted': '{actor} a supprimé le chatbot {subject}',
    'member.invited':
      '{actor} a invité {subject} comme {role, select, admin {administrateur} editor {éditeur} agent {agent} other {propriétaire}}',
    'member.joined':
      '{actor} a rejoint l’espace comme {role, select, admin {administrateur} editor {éditeur} agent {agent} other {propriétaire}}',
    'member.role_changed':
      '{actor} a changé le rôle de {subject} : {from, select, owner {propriétaire} admin {administrateur} editor {éditeur} other {agent}} → {to, select, owner {propriétaire} admin {administrateur} editor {éditeur} other {agent}}',
    'member.removed': '{actor} a retiré {subject} de l’espace',
    'member.left': '{actor} a quitté l’espace',
    'invitation.revoked': '{actor} a annulé l’invitation de {subject}',
    'ownership.transferred': '{actor} a transmis la propriété de l’espace à {subject}',
    'workspace.renamed': '{actor} a renommé l’espace « {from} » en « {subject} »',
    'data.exported': '{actor} a exporté les données du compte',
    'data.deleted': '{actor} a supprimé les données de {subject}',
  },
  /** Who acted when no one did: the platform's own acts. */
  system: 'Griot',
  deletedAccount: 'compte supprimé',
  exactDate: 'Le {date}',
  loadMore: 'Charger plus',
  states: {
    loading: 'Chargement du journal…',
    emptyTitle: 'Aucun événement pour ces filtres',
    emptyText: 'Les publications, diffusions, modèles, numéros et changements d’équipe apparaîtront ici.',
    errorTitle: 'Le journal n’a pas pu être chargé',
  },
} as const;
