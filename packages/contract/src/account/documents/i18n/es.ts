import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  invoice: {
    title: 'Factura {number}',
    tagline: 'Chatbots de WhatsApp, Telegram, Messenger y web',
    issuedOn: 'Emitida el {date}',
    status: 'Estado: {label}',
    statusLabels: { paid: 'Pagada', due: 'Pendiente de pago', void: 'Anulada' },
    billedTo: 'Facturado a',
    description: 'Descripción',
    amount: 'Importe',
    planLine: 'Plan {planName} — del {from} al {to}',
    total: 'Total',
    vatNote: 'IVA no aplicable, art. 293 B del Código General de Impuestos francés (CGI).',
    fileName: 'factura-{number}.pdf',
  },
  export: {
    account: 'Tu cuenta: perfil, configuración, sesiones, actividad y facturas',
    chatbot: 'El chatbot «{botName}», su configuración y sus variables',
    blocks: 'Los bloques de «{botName}» y sus flujos',
    models: 'Las plantillas de difusión locales de «{botName}»',
    endUsers: 'Los usuarios de «{botName}» y sus variables',
    messages: 'Los mensajes de «{botName}», un objeto JSON por línea',
    heading: 'Exportación de Griot de {owner} <{email}>, el {at}.',
    filesTitle: 'Archivos:',
    fileLine: '- {name} ({size, plural, one {# byte} other {# bytes}}): {description}',
    secretsLeftOut: 'Los tokens de los canales y las contraseñas nunca se exportan.',
  },
} satisfies Translation<typeof fr>;
