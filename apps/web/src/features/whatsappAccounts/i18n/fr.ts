/**
 * The WhatsApp accounts screen's own words: the list, the cards, Embedded Signup's modal, the
 * verification and confirmation dialogs. Its server and signup messages are the contract's
 * whatsappAccountsMessages.
 */
export default {
  title: 'Comptes WhatsApp',
  subtitle: 'GESTION DE VOS COMPTES WHATSAPP',
  addAccount: 'Associer un compte',
  loading: 'Chargement des comptes WhatsApp...',
  emptyTitle: 'Aucun compte WhatsApp trouvé',
  emptyText: 'Commencez par associer votre premier compte WhatsApp',
  added: 'Compte WhatsApp ajouté avec succès',
  payment: {
    title: 'Ajoutez un moyen de paiement',
    text: 'Pour envoyer des messages, un moyen de paiement doit être ajouté à votre compte professionnel auprès de Meta, le fournisseur de WhatsApp Business.',
    seeMore: 'Voir plus',
    seeLess: 'Voir moins',
    steps: {
      open: 'Ouvrez le WhatsApp Manager de Meta (business.facebook.com).',
      add: "Dans le panneau Vue d'ensemble, cliquez sur 'Ajouter un moyen de paiement'.",
      follow: 'Suivez les étapes pour enregistrer votre carte ou votre moyen de paiement.',
    },
    close: 'Masquer cet avertissement',
  },
  simulation:
    "Mode simulation : l'inscription WhatsApp passe par le simulateur local, sans Meta. Aucun compte Meta réel n'est créé.",
  card: {
    /** The card's name when the account has neither a verified name nor a number yet. */
    defaultName: 'Compte WhatsApp',
    verified: 'Vérifié',
    notVerified: 'Non vérifié',
    phone: 'Numéro de téléphone',
    configId: 'ID Configuration',
    addedOn: "Date d'ajout",
    state: 'État',
    linkedChatbot: 'Chatbot associé :',
    noChatbot: 'Aucun chatbot associé',
    linkChatbot: 'Associer un chatbot',
    chatbotNotFound: 'Chatbot non trouvé',
    /** The link to the account's message templates (issue 24). */
    templates: 'Modèles de messages',
    verifyNumber: 'Vérifier le numéro de téléphone',
    menu: 'Actions du compte {name}',
    dissociate: 'Dissocier le chatbot',
    chooseNumber: 'Choisissez le numéro de ce compte',
    useNumber: 'Utiliser ce numéro',
  },
  /** The account's kind: a catalogue, orders and payments, or customer service. */
  types: {
    ecommerce: 'E-commerce',
    ecommerceHint: 'Catalogue, commandes et paiements dans WhatsApp.',
    support: 'Service client',
    supportHint: 'Réponses aux questions et suivi de vos clients.',
  },
  sms: {
    title: 'Vérification par SMS',
    /** The code form's accessible name, with the account's. */
    form: 'Vérification par SMS — {name}',
    codeLabel: 'Code de vérification',
    codeExpires: 'Le code expire dans 10 minutes',
    resend: 'Renvoyer le code',
    check: 'Vérifier le code',
    viewCode: 'Voir le dernier code simulé',
  },
  add: {
    title: 'Associer un compte WhatsApp',
    intro: 'Choisissez le type de compte, puis connectez votre numéro avec Meta.',
    typeLabel: 'Type de compte',
    waitingSignup: 'Terminez l’inscription dans la fenêtre Meta qui vient de s’ouvrir…',
    creating: 'Création du compte WhatsApp en cours...',
  },
  remove: {
    title: 'Supprimer le compte WhatsApp',
    text: 'Le compte « {name} » sera retiré de Griot. Son chatbot associé cessera de répondre sur ce numéro.',
  },
  dissociate: {
    title: 'Dissocier le chatbot',
    text: '« {bot} » ne répondra plus sur le {phone}. Vous pourrez l’associer à nouveau plus tard.',
    confirm: 'Dissocier',
  },
  confirmWord: {
    /** {word} is the word to type, shown as code. */
    instruction: 'Pour confirmer, tapez {word} ci-dessous.',
    label: 'Confirmation',
  },
  verify: {
    title: 'Vérifier le numéro de téléphone',
    text: 'Meta va envoyer un code de vérification à 6 chiffres par SMS au {phone}. Gardez ce téléphone à portée de main.',
    sendCode: 'Envoyer le code',
  },
  choose: {
    title: 'Associer un chatbot',
    loading: 'Chargement des chatbots...',
    label: 'Chatbot',
    placeholder: 'Choisissez un chatbot WhatsApp',
    empty: 'Aucun chatbot WhatsApp : créez-en un pour ce numéro.',
    nothingFound: 'Aucun chatbot trouvé',
    createChatbot: 'Créer un nouveau chatbot',
    link: 'Associer',
  },
  health: {
    title: 'Onboarding',
    check: "Vérifier l'état",
    checkFailed: 'Vérification de l’état impossible',
    intro: 'Chaque étape de la mise en service du numéro, vérifiée auprès de Meta.',
    allGood: 'tout est en ordre',
    toFix: '{count, plural, one {# étape à corriger} other {# étapes à corriger}}',
    /** Read after a step's label by screen readers. */
    stepOk: ' : correct',
    stepToFix: ' : à corriger',
    lastError: 'Dernier problème signalé : {error}',
  },
} as const;
