/** The registration wizard's texts (/register): its three steps and the end. */
export default {
  title: 'Créer un compte',
  subtitle: 'Trois étapes pour lancer vos chatbots. Tous les champs sont obligatoires.',
  steps: {
    identity: 'Identité',
    password: 'Mot de passe',
    verification: 'Vérification',
  },
  alreadyRegistered: 'Déjà un compte ?',
  redirecting: 'Redirection vers la page de connexion…',
  identity: {
    firstname: 'Prénom',
    lastname: 'Nom',
    company: "Nom de l'entreprise",
    email: 'Email',
    country: 'Pays',
    noCountry: 'Aucun pays trouvé',
    phone: 'Téléphone',
    /** example: a real mobile number of the chosen country, written as it is there. */
    phoneExample: 'Ex : {example}',
    userType: 'Type de compte',
    userTypes: {
      personal: "Je m'inscris pour moi-même",
      provider: 'tech provider pour mes clients',
    },
  },
  password: {
    label: 'Mot de passe',
    hint: 'Au moins {count} caractères',
    confirm: 'Confirmer le mot de passe',
    show: 'Afficher le mot de passe',
  },
  verification: {
    instructions: "Recopiez les caractères de l'image, en majuscules ou en minuscules.",
    solved: 'Captcha résolu',
    /** terms: the link to the terms of use (termsLink). */
    acceptTerms: "J'accepte les {terms}",
    termsLink: "conditions d'utilisation",
    submit: "S'inscrire",
  },
  /** Signing up through an invitation link (?invitation=): the account joins the inviting workspace. */
  invitation: {
    joining:
      'Une fois inscrit, vous rejoindrez « {workspace} » : aucun espace de travail ne sera créé pour vous.',
    emailLocked: "L'adresse à laquelle l'invitation a été envoyée.",
  },
} as const;
