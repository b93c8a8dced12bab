import type { Translation } from '@griot/i18n/catalog';
import type fr from './fr';

export default {
  relativeDate: {
    justNow: 'ahora mismo',
    todayAt: 'Hoy a las {time}',
    yesterdayAt: 'Ayer a las {time}',
    weekdayAt: '{weekday} a las {time}',
    dateAt: '{date} a las {time}',
  },
  chatbotStatus: {
    active: 'Activo',
    inactive: 'Inactivo',
    maintenance: 'Mantenimiento',
  },
  conversationIdentity: {
    webVisitor: 'Visitante {suffix}',
    webWidget: 'Widget web',
  },
  loginNotices: {
    accountDeleted: 'Tu cuenta ha sido eliminada.',
  },
  lazyScreen: {
    timedOut: 'La pantalla tardó más de {seconds} s en cargar',
  },
} satisfies Translation<typeof fr>;
