/**
 * The French texts of the workspace switcher, the workspace's settings, the "no workspace" state
 * and a provider's clients (the role names and the server's messages are the contract's
 * workspaceMessages). The e2e drive these screens by these words.
 */
export default {
  switcher: {
    /** Read after the visible name and role by screen readers: what the button does. */
    open: "Changer d'espace de travail",
    none: 'Aucun espace de travail',
    listLabel: 'Vos espaces de travail',
    searchLabel: 'Rechercher un espace de travail',
    searchPlaceholder: 'Rechercher…',
    noMatch: 'Aucun espace ne correspond à « {query} »',
    loading: 'Chargement des espaces…',
    loadFailed: 'Impossible de charger vos espaces de travail.',
    current: 'Espace actuel',
    client: 'Client',
    /** Under a client workspace's name: whose client it is. */
    clientOf: 'Client de {provider}',
    create: 'Créer un espace de travail',
    settings: "Paramètres de l'espace",
    switchFailed: "Impossible de changer d'espace de travail.",
  },
  create: {
    title: 'Créer un espace de travail',
    titleClient: 'Nouveau client',
    name: "Nom de l'espace",
    namePlaceholder: 'Ex. : Boutique Awa',
    forWhom: 'Pour qui ?',
    forMyBusiness: 'Pour mon entreprise',
    forClient: 'Pour un client',
    businessHint: 'Un espace de plus pour votre activité, avec ses propres chatbots, numéros et équipe.',
    clientHint:
      "L'espace du client apparaît dans « Mes clients ». Vous en êtes propriétaire jusqu'à ce que vous le lui transmettiez.",
    submit: 'Créer',
    failed: "Impossible de créer l'espace de travail.",
  },
  settings: {
    title: "Paramètres de l'espace",
    nameSection: 'Nom',
    name: "Nom de l'espace",
    renameOnlyAdmins: "Seuls les propriétaires et les administrateurs peuvent renommer l'espace.",
    renameFailed: "Impossible de renommer l'espace.",
    deleteSection: "Supprimer l'espace",
    deleteOnlyOwners: "Seul un propriétaire peut supprimer l'espace.",
    deleteWarning:
      "Supprimer « {name} » efface définitivement ses chatbots avec leurs flux, variables et bases de connaissances, leurs utilisateurs et conversations, les numéros WhatsApp, les diffusions, les fichiers et les factures. Ses membres n'y auront plus accès. C'est irréversible.",
    deleteButton: "Supprimer l'espace",
    /** {word} is the word to type, shown as code. */
    confirmInstruction: 'Pour confirmer, tapez {word} ci-dessous.',
    confirmLabel: 'Confirmation',
    deleteFailed: "Impossible de supprimer l'espace.",
  },
  lost: {
    notMemberTitle: "Vous n'êtes plus membre de cet espace de travail",
    notMemberText: 'Un administrateur vous en a retiré. Ouvrez un autre de vos espaces ou créez le vôtre.',
    noWorkspaceTitle: 'Aucun espace de travail',
    noWorkspaceText:
      "Vous n'êtes membre d'aucun espace de travail : créez-en un ou demandez une invitation à un administrateur.",
    yourWorkspaces: 'Vos espaces de travail',
    open: 'Ouvrir',
    openLabel: 'Ouvrir {name}',
  },
  clients: {
    title: 'Mes clients',
    subtitle: 'Les espaces de travail de vos clients et leur activité ce mois-ci.',
    handover:
      'Invitez votre client comme administrateur depuis Équipe, puis transmettez-lui la propriété : vous restez administrateur.',
    newClient: 'Nouveau client',
    loading: 'Chargement de vos clients…',
    loadFailed: 'Impossible de charger vos clients.',
    emptyTitle: 'Aucun client pour le moment',
    emptyText:
      'Créez un espace de travail pour chaque client : ses chatbots, numéros et conversations restent séparés des vôtres.',
    columns: {
      client: 'Client',
      owner: 'Propriétaire',
      chatbots: 'Chatbots',
      numbers: 'Numéros',
      endUsers: 'Utilisateurs',
      messages: 'Messages ce mois-ci',
      actions: 'Actions',
    },
    notHandedOver: 'Pas encore transmis',
    notMember: "Vous n'êtes plus membre",
    yourRole: 'Votre rôle : {role}',
    open: 'Ouvrir',
    openLabel: 'Ouvrir {name}',
    chartTitle: 'Messages ce mois-ci par client',
    chartSeries: 'Messages',
  },
} as const;
