import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  loading: 'Cargando las estadísticas',
  noDiscussion: 'Todavía no hay conversaciones',
  percent: '{value} %',
  counts: {
    discussions: '{count, plural, one {{countText} conversación} other {{countText} conversaciones}}',
    users: '{count, plural, one {{countText} usuario} other {{countText} usuarios}}',
    messages: '{count, plural, one {{countText} mensaje} other {{countText} mensajes}}',
  },
  cards: {
    activeChatbots: 'Chatbots activos',
    activeShare: '{percent} % de chatbots activos',
    activeUsers: 'Usuarios activos',
    activeUsersHint: 'Contactos que han hablado con tus chatbots',
    discussions: 'Conversaciones',
    discussionsHint: 'En todos tus chatbots',
    totalChatbots: 'Total de chatbots',
    totalHint: 'Activos e inactivos',
  },
  performance: {
    title: 'Rendimiento de los chatbots',
    intro: 'Tus chatbots más activos, por número de conversaciones',
    growthHint: 'Diferencia entre el primero y la media de los demás',
    bar: '{name}: {discussions}, {users}',
    tooltip: '{users} · {discussions}',
  },
  lastDiscussions: {
    title: 'Últimas conversaciones',
    noName: 'Sin nombre',
    seeAll: 'Ver todos los usuarios',
  },
  monthly: {
    title: 'Mensajes por mes',
    none: 'Ningún mensaje recibido en los últimos 6 meses',
    received:
      '{count, plural, one {{countText} mensaje recibido en los últimos 6 meses} other {{countText} mensajes recibidos en los últimos 6 meses}}',
    bar: '{month}: {messages}',
  },
  empty: {
    title: 'Te damos la bienvenida a Griot',
    text: 'Todavía no tienes ningún chatbot. Crea el primero para responder a tus clientes en WhatsApp, Telegram, Messenger o la web: sus estadísticas aparecerán aquí.',
    create: 'Crear un chatbot',
  },
  since: {
    now: 'ahora',
    minutes: 'hace {count} min',
    hours: 'hace {count} h',
    days: '{count, plural, one {hace # día} other {hace # días}}',
  },
} satisfies Translation<typeof fr>;
