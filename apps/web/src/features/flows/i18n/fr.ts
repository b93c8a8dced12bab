/**
 * The flow editor's own texts (the playground, its block list, a block's header, saving, links).
 * The elements and their editors, the revisions and the element test page have catalogues of
 * their own; the API's messages (messages.flows.*) come from the contract.
 */
export default {
  createBlock: 'Créer un nouveau flux',
  createVariable: 'Créer une variable',
  search: 'Rechercher un bloc...',
  sidebarLabel: 'Flux du chatbot',
  mainFolder: 'Flux Principaux',
  standardFolder: 'Flux Standards',
  /** The primary blocks' names, as the spec writes them. */
  mainLabels: { welcome: 'Welcome Flow', default: 'Default Flow', commerce: 'Commerce Flow' },
  loadingFlows: 'Chargement des flux...',
  noStandardBlocks: 'Aucun flux standard',
  noSearchResult: 'Aucun bloc ne correspond à la recherche',
  pickBlock: "Sélectionnez un flux dans la barre latérale pour commencer l'édition",
  /** On a phone the block list is a drawer opened by this button (no room beside the editor). */
  blockList: 'Liste des flux',
  loadFailed: 'Une erreur est survenue lors du chargement des données',
  nameLabel: 'Nom du flux',
  namePlaceholder: 'Ex. : Menu principal',
  idblockLabel: 'Identifiant du bloc',
  create: 'Créer',
  blockNamePlaceholder: 'Cliquez pour ajouter un nom',
  blockNameLabel: 'Nom du bloc',
  /** The block's name as a button that opens its editing. */
  blockNameButton: 'Nom du bloc : {name}',
  copyId: "Copier l'identifiant",
  copied: 'Identifiant copié',
  history: 'Historique',
  deleteBlock: 'Supprimer le bloc',
  deleteBlockWarning: 'Le bloc « {name} » et tous ses éléments seront supprimés définitivement.',
  deleteForever: 'Supprimer définitivement',
  assistant: 'GRIOT IA',
  assistantKnowledge: 'Base de connaissances GRIOT IA',
  /** The GRIOT IA switch with no stored session. */
  sessionExpired: 'Session expirée',
  /** The server's own message when switching GRIOT IA failed. */
  assistantError: 'Erreur: {message}',
  saving: 'Sauvegarde...',
  saved: 'Saved',
  saveError: 'Erreur de sauvegarde',
  reload: 'Recharger',
  overwrite: 'Écraser',
  offline: 'Pas de connexion, vos changements ne seront pas effectués',
  connectionLost: 'Connexion perdue',
  connectionBack: 'Connexion rétablie',
  selectBlockFirst: "Veuillez d'abord sélectionner un flux pour ajouter des éléments",
  unreadable:
    '{count} élément(s) illisible(s) ont été ignorés : ils seront retirés à la prochaine sauvegarde.',
  /** Elements that cannot be sent as they stand (elementProblems): kept as a draft, never sent. */
  incomplete: {
    blockMark: 'Bloc incomplet : certains éléments ne seront pas envoyés',
    /** One line of the draft notice: the element, its type and what it lacks. */
    element: 'Élément {position} ({label}) : {problems}',
  },
  links: {
    title: 'Liens',
    inbound: 'Entrants',
    outbound: 'Sortants',
    filter: 'Filtrer les liens',
    loading: 'Analyse...',
    isolated: 'Isolé',
    connected: 'Connecté',
    connectedPlus: 'Connecté+',
    noOutbound: 'Aucun lien de navigation détecté',
    noInbound: 'Aucun lien entrant',
    inboundFailed: 'Erreur lors du chargement des liens entrants',
    standardBlock: 'Bloc Standard',
    /** H-editor, issue 23: what leads to a block from a decision, beside its name in 'Sortants'. */
    conditionTrue: 'Condition : si vrai',
    conditionFalse: 'Condition : sinon',
    split: 'Test A/B {percent} %',
  },
  /** The human agent as a target (a button, a list row, a redirection): the conversation goes to the team inbox. */
  humanAgent: 'Agent humain',
  humanAgentHint: 'La conversation passe à votre équipe dans la boîte de réception',
} as const;
