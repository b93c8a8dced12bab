/** The files an account downloads, in French (the source): its invoices (PDF) and its data export (ZIP). */
export default {
  invoice: {
    title: 'Facture {number}',
    tagline: 'Chatbots WhatsApp, Telegram, Messenger et web',
    issuedOn: 'Émise le {date}',
    status: 'Statut : {label}',
    statusLabels: { paid: 'Payée', due: 'À payer', void: 'Annulée' },
    billedTo: 'Facturé à',
    description: 'Description',
    amount: 'Montant',
    /** The one line of an invoice: the plan over its period (dates written in the invoice's language). */
    planLine: 'Offre {planName} — du {from} au {to}',
    total: 'Total',
    vatNote: 'TVA non applicable, art. 293 B du CGI.',
    /** The PDF's file name. */
    fileName: 'facture-{number}.pdf',
  },
  /** The export's LISEZMOI.txt: what each file holds. */
  export: {
    account: 'Votre compte : profil, paramètres, sessions, activité et factures',
    chatbot: 'Le chatbot « {botName} », ses réglages et ses variables',
    blocks: 'Les blocs de « {botName} » et leurs flux',
    models: 'Les modèles de diffusion locaux de « {botName} »',
    endUsers: 'Les utilisateurs de « {botName} » et leurs variables',
    messages: 'Les messages de « {botName} », un objet JSON par ligne',
    heading: 'Export Griot de {owner} <{email}>, le {at}.',
    filesTitle: 'Fichiers :',
    fileLine: '- {name} ({size, plural, one {# octet} other {# octets}}) : {description}',
    secretsLeftOut: 'Les jetons des canaux et les mots de passe ne sont jamais exportés.',
  },
} as const;
