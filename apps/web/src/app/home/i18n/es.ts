import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  title: 'Tus conversaciones',
  intro: 'Las conversaciones de los chatbots de este espacio de trabajo, primero las que esperan respuesta.',
  unread:
    '{count, plural, =0 {Ninguna conversación sin leer} one {# conversación sin leer} other {# conversaciones sin leer}}',
  unreadLoading: 'Cargando las conversaciones sin leer',
  unreadFailed: 'Conversaciones sin leer no disponibles',
  open: 'Abrir las conversaciones',
  openOf: 'Abrir las conversaciones de {name}',
  loading: 'Cargando los chatbots',
  empty: {
    title: 'Ningún chatbot en este espacio de trabajo',
    text: 'Las conversaciones aparecerán aquí en cuanto un editor cree un chatbot.',
  },
  failed: 'No se pudieron cargar los chatbots',
} as const satisfies Translation<typeof fr>;
