/**
 * The login page's texts, and those of the screens around it (forgotten and new password), the
 * frame they share and the captcha a held-back login asks. Loaded with the first page every
 * visitor opens: keep it small (the registration and the terms have their own catalogues).
 */
export default {
  language: {
    label: 'Langue',
  },
  slides: {
    label: 'Diapositives',
    roleDescription: 'carrousel',
    dot: 'Diapositive {number} : {title}',
    copilot: {
      title: 'Votre copilote de vente',
      text: 'Griot répond, conseille et conclut avec vos clients pendant que vous vous concentrez sur votre métier.',
    },
    everywhere: {
      title: 'Vos clients, partout et à toute heure',
      text: 'WhatsApp, Telegram, Messenger ou votre site : vos clients obtiennent une réponse, de jour comme de nuit.',
    },
    noApp: {
      title: 'Lancez votre activité sans application mobile',
      text: 'Créez un chatbot en quelques minutes et vendez directement dans la messagerie de vos clients.',
    },
  },
  illustration: {
    label: 'Conversation entre un client et un chatbot',
    copilot: {
      question: 'Bonjour, le modèle rouge est dispo ?',
      answer: 'Oui ! Taille 42 en stock. Je vous le réserve ?',
    },
    everywhere: {
      question: 'Vous livrez à Abidjan ce soir ?',
      answer: 'Oui, livraison avant 21 h. Voulez-vous commander ?',
    },
    noApp: {
      question: 'Je veux ouvrir ma boutique',
      answer: 'Votre chatbot est prêt, partagez votre lien !',
    },
  },
  email: {
    label: 'Email',
    placeholder: 'vous@entreprise.com',
  },
  login: {
    title: 'Connexion',
    subtitle: 'Heureux de vous revoir ! Connectez-vous à votre espace Griot.',
    password: 'Mot de passe',
    passwordPlaceholder: 'Votre mot de passe',
    code: 'Code de vérification',
    codePlaceholder: '123456 ou un code de secours',
    forgotPassword: 'Mot de passe oublié ?',
    submit: 'Se connecter',
    noAccount: 'Pas encore de compte ?',
    createAccount: 'Créer un compte',
  },
  captcha: {
    loginNotice: "Pour protéger ce compte, recopiez les caractères de l'image puis reconnectez-vous.",
    image: 'Image du captcha : six lettres ou chiffres à recopier',
    refresh: 'Nouveau captcha',
    answer: 'Code du captcha',
  },
  backToLogin: 'Retour à la connexion',
  forgot: {
    title: 'Mot de passe oublié',
    subtitle:
      "Indiquez l'email de votre compte : nous vous envoyons un lien pour choisir un nouveau mot de passe.",
    submit: 'Envoyer le lien',
    sentTitle: 'Vérifiez votre boîte de réception',
    /** email: the address typed, shown in bold. */
    sent: 'Si un compte correspond à {email}, vous allez recevoir un lien pour choisir un nouveau mot de passe. Il est valable une heure.',
    spam: "Rien reçu d'ici quelques minutes ? Pensez à vérifier votre dossier de courrier indésirable (spam).",
  },
  reset: {
    title: 'Nouveau mot de passe',
    subtitle: "Choisissez un mot de passe que vous n'utilisez nulle part ailleurs.",
    password: 'Nouveau mot de passe',
    confirm: 'Confirmer le mot de passe',
    submit: 'Réinitialiser le mot de passe',
    requestNewLink: 'Demander un nouveau lien',
    doneTitle: 'Mot de passe réinitialisé',
    canLogIn: 'Vous pouvez maintenant vous connecter avec votre nouveau mot de passe.',
  },
} as const;
