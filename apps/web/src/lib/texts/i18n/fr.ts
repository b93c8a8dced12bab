/** The words of the app's generic helpers (lib/): dates said as a person says them, names, notices. */
export default {
  relativeDate: {
    justNow: 'à l’instant',
    todayAt: 'Aujourd’hui à {time}',
    yesterdayAt: 'Hier à {time}',
    weekdayAt: '{weekday} à {time}',
    dateAt: '{date} à {time}',
  },
  chatbotStatus: {
    active: 'Actif',
    inactive: 'Inactif',
    maintenance: 'Maintenance',
  },
  conversationIdentity: {
    webVisitor: 'Visiteur {suffix}',
    webWidget: 'Widget web',
  },
  loginNotices: {
    accountDeleted: 'Votre compte a été supprimé.',
  },
  lazyScreen: {
    timedOut: "Le chargement de l'écran a dépassé {seconds} s",
  },
} as const;
