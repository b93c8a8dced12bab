/** The French texts of the files an account downloads: its invoices (PDF) and its data export (ZIP). */
export const accountDocumentMessages = {
  invoice: {
    title: (number: string) => `Facture ${number}`,
    tagline: 'Chatbots WhatsApp, Telegram, Messenger et web',
    issuedOn: (date: string) => `Émise le ${date}`,
    status: (label: string) => `Statut : ${label}`,
    statusLabels: { paid: 'Payée', due: 'À payer', void: 'Annulée' },
    billedTo: 'Facturé à',
    description: 'Description',
    amount: 'Montant',
    /** The one line of an invoice: the plan over its period (dates written the French way). */
    planLine: (planName: string, from: string, to: string) => `Offre ${planName} — du ${from} au ${to}`,
    total: 'Total',
    vatNote: 'TVA non applicable, art. 293 B du CGI.',
  },
  /** The export's LISEZMOI.txt: what each file holds. */
  export: {
    account: 'Votre compte : profil, paramètres, sessions, activité et factures',
    chatbot: (botName: string) => `Le chatbot « ${botName} », ses réglages et ses variables`,
    blocks: (botName: string) => `Les blocs de « ${botName} » et leurs flux`,
    models: (botName: string) => `Les modèles de diffusion locaux de « ${botName} »`,
    endUsers: (botName: string) => `Les utilisateurs de « ${botName} » et leurs variables`,
    messages: (botName: string) => `Les messages de « ${botName} », un objet JSON par ligne`,
    heading: (owner: string, email: string, at: string) => `Export Griot de ${owner} <${email}>, le ${at}.`,
    filesTitle: 'Fichiers :',
    fileLine: (name: string, size: number, description: string) =>
      `- ${name} (${size} octets) : ${description}`,
    secretsLeftOut: 'Les jetons des canaux et les mots de passe ne sont jamais exportés.',
  },
} as const;
