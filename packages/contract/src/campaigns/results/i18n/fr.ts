/**
 * The French texts of a campaign's results and of the number's protection (server and screen
 * alike), the source. Do not re-word a French text: the tests quote them.
 */
export default {
  /** Why a campaign paused by itself (the stored code put into words, pauseReasons.ts). */
  pause: {
    flagged:
      'La qualité de votre numéro WhatsApp est passée au rouge (signalée par Meta) : la campagne a été mise en pause pour protéger le numéro.',
    downgrade:
      'Meta a abaissé la limite d’envoi de votre numéro ({tier}) : la campagne a été mise en pause pour protéger le numéro.',
    qualityRed:
      'La qualité de votre numéro WhatsApp est passée au rouge : la campagne a été mise en pause pour protéger le numéro.',
    templateQuality:
      'La qualité du modèle « {template} » est devenue mauvaise (ou Meta l’a mis en pause) : la campagne a été mise en pause.',
    accountRestricted:
      'Meta a restreint votre compte WhatsApp Business : la campagne a été mise en pause jusqu’à la levée de la restriction.',
    failureRate:
      '{failed} des {attempts} derniers envois ont échoué : la campagne a été mise en pause pour éviter que le numéro ne soit signalé.',
  },
  /** What to do, for each kind of pause (the banner of the campaigns' screen). */
  advice: {
    quality:
      'Vérifiez la qualité du numéro dans le WhatsApp Manager de Meta, réduisez la fréquence des envois et ciblez des clients qui ont donné leur consentement, puis reprenez la campagne.',
    template:
      'Modifiez le modèle ou choisissez-en un autre, approuvé et de bonne qualité, puis reprenez la campagne.',
    account:
      'Consultez les notifications de votre compte dans le Business Manager de Meta ; reprenez la campagne une fois la restriction levée.',
    failures:
      'Consultez le rapport : numéros invalides, modèle refusé ou liste de contacts ancienne. Corrigez la cause, puis reprenez la campagne.',
    other:
      'Corrigez le problème indiqué, puis cliquez sur « Reprendre » : la campagne continue là où elle s’est arrêtée.',
  },
  /** A recipient Meta capped (131049) on every try: neither sent nor failed. */
  capped: 'Plafonné par Meta (limite de messages marketing par client) : non envoyé après plusieurs essais',
  cappedRetry: 'Plafonné par Meta : nouvel essai dans 24 h',
  /** The report's CSV. */
  report: {
    fileName: 'rapport-campagne-{name}-{day}.csv',
    columns: {
      name: 'Nom',
      phone: 'Numéro',
      status: 'Statut',
      variant: 'Variante',
      sentAt: 'Envoyé le',
      deliveredAt: 'Distribué le',
      readAt: 'Lu le',
      replied: 'A répondu (24 h)',
      repliedAt: 'Répondu le',
      error: 'Erreur',
      conversation: 'Conversation',
    },
    yes: 'Oui',
    no: 'Non',
    statuses: {
      pending: 'En attente',
      sending: 'En cours d’envoi',
      accepted: 'Envoyé',
      sent: 'Envoyé',
      delivered: 'Distribué',
      read: 'Lu',
      failed: 'Échec',
      error: 'Erreur',
      skipped: 'Ignoré',
      cancelled: 'Annulé',
      capped: 'Plafonné par Meta',
    },
    busy: 'Un rapport de cet espace de travail est déjà en cours de téléchargement. Réessayez dans un instant.',
  },
  /** Responders as a segment. */
  responders: {
    tag: {
      replied: 'Répondu · {name} · {day}',
      clicked: 'Cliqué · {name} · {day}',
      read: 'Lu · {name} · {day}',
    },
    none: 'Personne dans cette campagne ne correspond encore : aucun tag n’a été créé.',
    who: 'Choisissez qui : ceux qui ont répondu, cliqué un bouton ou lu le message.',
  },
} as const;
