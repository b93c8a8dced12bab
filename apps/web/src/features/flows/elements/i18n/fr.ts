/** The flow's elements: their types, cards, summaries and editors. */
export default {
  /** The 17 element types: the toolbar's label and its hover description. */
  types: {
    text: {
      label: 'Texte',
      description: "Un message texte de 640 caractères au plus, avec variables '{{'...'}}'.",
    },
    text_button: {
      label: 'Boutons',
      description: 'Un message suivi de 3 boutons au plus ; chaque bouton mène à un bloc.',
    },
    list: {
      label: 'Liste',
      description:
        'Un menu déroulant WhatsApp : sections et lignes (10 lignes au plus), chaque ligne mène à un bloc.',
    },
    image: { label: 'Image', description: 'Une image PNG, JPG ou JPEG de 5 Mo au plus.' },
    document: { label: 'Document', description: 'Un document PDF de 15 Mo au plus.' },
    audio: { label: 'Audio', description: 'Un fichier audio MP3, WAV ou OGG de 10 Mo au plus.' },
    delay: { label: 'Délai', description: 'Une pause de 1 à 5 secondes avant l’élément suivant.' },
    request: {
      label: 'Requête',
      description: 'Un appel POST vers une URL externe avec les variables choisies.',
    },
    answer: {
      label: 'Réponse',
      description:
        'Attend la réponse de l’utilisateur, la vérifie selon son type et l’enregistre dans une variable.',
    },
    redirection: { label: 'Redirection', description: 'Envoie l’utilisateur vers un autre bloc.' },
    notification: {
      label: 'Notification',
      description: 'Envoie un message de notification à un numéro (par exemple un agent).',
    },
    variable_insert: {
      label: 'Variable',
      description: 'Donne une valeur à une variable du chatbot.',
    },
    location_request_message: {
      label: 'Localisation',
      description: 'Demande à l’utilisateur de partager sa position.',
    },
    button_link: {
      label: 'Carte lien',
      description: 'Une carte avec image, texte, pied de page et un bouton qui ouvre une URL.',
    },
    condition: {
      label: 'Condition',
      description:
        'Compare des variables (égal à, contient, supérieur à…) et envoie vers un bloc si c’est vrai, vers un autre ou vers la suite sinon.',
    },
    split: {
      label: 'Test A/B',
      description:
        'Répartit les utilisateurs entre 2 à 4 blocs selon des poids ; chaque utilisateur reste toujours dans la même branche.',
    },
    wait_until: {
      label: 'Attendre jusqu’à',
      description:
        'Attend une heure de la journée ou quelques jours avant la suite (relance) ; annulé si le client répond, au choix.',
    },
  },
  /** The nine answer types an 'answer' element checks. */
  answerTypes: {
    text: 'Texte',
    interactive: 'Interactif (bouton ou liste)',
    audio: 'Audio',
    tel_sen: 'Téléphone sénégalais',
    phone_number: 'Numéro de téléphone',
    alphabet: 'Lettres uniquement',
    email: 'E-mail',
    number: 'Nombre',
    location: 'Localisation',
  },
  /** What a new element holds before the user writes its own (the business's content from then on). */
  defaults: {
    listButton: 'Menu',
    listSection: 'Options',
    sectionTitle: 'Section {position}',
    locationMessage: 'Veuillez partager votre localisation',
    cardButton: 'Ouvrir',
  },
  /** An element card's header: a short description rather than its text, shown below already. */
  summary: {
    characters: '{count} caractère(s)',
    buttons: '{count}/3 bouton(s)',
    list: '{sections} section(s), {rows} option(s)',
    file: 'Fichier joint',
    fileMissing: 'À compléter : fichier manquant',
    delay: 'Pause de {seconds} s',
    request: 'POST · {count} variable(s) envoyée(s)',
    answer: 'Attend : {type}',
    redirection: 'Vers {name}',
    notification: 'Notification à un numéro',
    variable: 'Affecte {variable}',
    variableMissing: 'À compléter : variable manquante',
    buttonLink: 'Carte avec bouton lien',
  },
  elementList: {
    label: 'Éléments du flux',
    empty: 'Ce flux est vide : ajoutez un élément avec la barre d’outils.',
    confirmRemove: 'Êtes-vous sûr de vouloir supprimer cet élément ?',
  },
  card: {
    /** The card's name for screen readers: its type and position. */
    name: '{label} n° {position}',
    moveUp: 'Monter',
    moveDown: 'Descendre',
    duplicate: 'Dupliquer',
    moveUpElement: 'Monter l’élément {position}',
    moveDownElement: 'Descendre l’élément {position}',
    duplicateElement: 'Dupliquer l’élément {position}',
    removeElement: 'Supprimer l’élément {position}',
    incomplete: 'À compléter : cet élément ne sera pas envoyé',
  },
  /** What a screen reader hears while an element is dragged (dnd-kit's defaults are in English). */
  drag: {
    handle: 'Glisser pour déplacer',
    handleElement: 'Glisser l’élément {position}',
    started: 'Élément {position} saisi.',
    over: 'Élément {position} au-dessus de la position {target}.',
    droppedAt: 'Élément {position} déposé à la position {target}.',
    dropped: 'Élément {position} déposé.',
    cancelled: 'Déplacement de l’élément {position} annulé.',
    instructions:
      'Pour saisir un élément, appuyez sur Espace ou Entrée. Déplacez-le avec les flèches, déposez-le avec Espace ou Entrée, annulez avec Échap.',
  },
  toolbar: {
    addElement: 'Ajouter un élément',
  },
  text: {
    message: 'Message',
    messagePlaceholder: 'Cliquez pour saisir le message',
    locationMessage: 'Message de demande de localisation',
    /** A text field shown as a button: its label and its value (or placeholder). */
    shown: '{label} : {value}',
    /** Under the text being edited: its length, then the keys. */
    keys: '{counter} · Maj+Entrée ou Ctrl+Entrée pour enregistrer, Échap pour annuler',
    emoji: 'Insérer un emoji',
    noVariableMatch: 'Aucune variable ne correspond',
    suggestedVariables: 'Variables suggérées',
  },
  blockSelect: {
    placeholder: 'Choisir un bloc',
    nothingFound: 'Aucun bloc',
    clear: 'Retirer le bloc choisi',
    target: 'Bloc cible',
  },
  delay: {
    current: 'Délai : {seconds} s',
    seconds: '{seconds} s',
    thumb: 'Délai en secondes',
  },
  notification: {
    to: 'Numéro du destinataire',
    message: 'Message de la notification',
  },
  request: {
    method: 'Méthode',
    url: 'URL',
    variables: 'Variables envoyées',
    variablesPlaceholder: 'Choisir des variables',
  },
  buttons: {
    count: 'Boutons ({count}/{max})',
    untitled: 'Sans titre',
    edit: 'Modifier le bouton {name}',
    remove: 'Supprimer le bouton {name}',
    confirmRemove: 'Êtes-vous sûr de vouloir supprimer ce bouton ?',
    add: 'Ajouter un bouton',
    addPlaceholder: 'Choisir le bloc cible du bouton',
    title: 'Titre du bouton',
    validate: 'Valider',
  },
  payload: {
    title: 'Variables du bouton (payload)',
    variable: 'Variable',
    value: 'Valeur',
    removeVariable: 'Retirer la variable',
    addAssignment: 'Ajouter une affectation',
    redirect: 'Redirection (redirect_to)',
    noRedirect: 'Aucune redirection',
  },
  buttonLink: {
    headerImage: 'Image d’en-tête',
    body: 'Corps du message',
    bodyPlaceholder: 'Cliquez pour saisir le corps de la carte',
    footer: 'Pied de page',
    footerPlaceholder: 'Cliquez pour saisir le pied de page',
    buttonText: 'Texte du bouton',
    buttonUrl: 'URL du bouton',
  },
  listEditor: {
    header: 'En-tête',
    button: 'Texte du bouton de la liste',
    body: 'Corps du message',
    footer: 'Pied de page',
    counts: 'Options : {rows}/{maxRows} · Sections : {sections}/{maxSections}',
    addSection: 'Ajouter une section',
    sectionTitle: 'Titre de la section {position}',
    removeSection: 'Supprimer la section {position}',
    target: 'Bloc cible',
    rowTitle: 'Titre de l’option',
    rowDescription: 'Description',
    removeRow: 'Supprimer l’option {name}',
    addRow: 'Ajouter une option',
    addRowPlaceholder: 'Choisir le bloc cible de l’option',
    maxRows: '10 options au plus',
  },
  media: {
    uploaded: 'Fichier téléversé avec succès',
    imagePreview: 'Aperçu de l’image',
    replace: 'Remplacer le fichier',
    choose: 'Choisir un fichier',
    uploading: 'Téléversement en cours...',
    limits: '{formats} · {max} Mo maximum',
    serverError: 'Erreur serveur ({status})',
    tooSlowDocument: 'Le téléversement a pris trop de temps : essayez avec un fichier plus petit',
    tooSlow: 'Le téléversement a pris trop de temps',
    unreachable: 'Impossible de contacter le serveur',
  },
  variables: {
    chatbot: 'Variables du chatbot',
    global: 'Variables globales',
    unknown: 'Inconnue',
    choose: 'Choisir une variable',
    answerType: 'Type de réponse attendu',
    destination: 'Variable de destination',
    defaultReply: 'Réponse par défaut',
    defaultReplyHint: '{counter} · enregistrée 1,5 s après la saisie',
    variable: 'Variable',
    value: 'Valeur',
  },
} as const;
