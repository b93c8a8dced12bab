import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  invoice: {
    title: 'Invoice {number}',
    tagline: 'WhatsApp, Telegram, Messenger and web chatbots',
    issuedOn: 'Issued on {date}',
    status: 'Status: {label}',
    statusLabels: { paid: 'Paid', due: 'Due', void: 'Void' },
    billedTo: 'Billed to',
    description: 'Description',
    amount: 'Amount',
    planLine: '{planName} plan — from {from} to {to}',
    total: 'Total',
    vatNote: 'VAT not applicable, art. 293 B of the French General Tax Code (CGI).',
    fileName: 'invoice-{number}.pdf',
  },
  export: {
    account: 'Your account: profile, settings, sessions, activity and invoices',
    chatbot: 'The chatbot “{botName}”, its settings and its variables',
    blocks: 'The blocks of “{botName}” and their flows',
    models: 'The local broadcast templates of “{botName}”',
    endUsers: 'The users of “{botName}” and their variables',
    messages: 'The messages of “{botName}”, one JSON object per line',
    heading: 'Griot export of {owner} <{email}>, on {at}.',
    filesTitle: 'Files:',
    fileLine: '- {name} ({size, plural, one {# byte} other {# bytes}}): {description}',
    secretsLeftOut: 'Channel tokens and passwords are never exported.',
  },
} satisfies Translation<typeof fr>;
