import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  intro: 'La actividad de tu chatbot, calculada a partir de sus conversaciones reales.',
  notFound: 'Chatbot no encontrado',
  notFoundText: 'Revisa el enlace o vuelve a la lista de tus chatbots.',
  loadFailed: 'No se pudo cargar el chatbot',
  backToChatbots: 'Volver a los chatbots',
  cards: {
    chatbot: 'Chatbot',
    users: 'Usuarios',
    interactions: 'Interacciones',
  },
  activity: 'Actividad',
  conversations: 'Conversaciones',
  trend: '{value} %',
  view: 'Vista',
  views: {
    dau: 'Usuarios activos (DAU)',
    growth: 'Crecimiento',
    average: 'Interacciones medias',
  },
  period: 'Periodo de crecimiento',
  months: '{count, plural, one {# mes} other {# meses}}',
  kpisFailed: 'No se pudieron cargar los indicadores.',
  kpisLoading: 'Cargando los indicadores',
  endUsers: 'Usuarios del chatbot',
  series: {
    activeUsers: 'Usuarios activos',
    excludingNew: 'Sin contar los nuevos',
    newUsers: 'Nuevos usuarios',
    monthlyActive: 'Usuarios activos mensuales (MAU)',
    averageInteractions: 'Interacciones medias',
  },
} satisfies Translation<typeof fr>;
