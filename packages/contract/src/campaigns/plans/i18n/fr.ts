/**
 * The French texts of campaign plans (POST /broadcasts, schedules, recurrences, A/B tests, quiet
 * hours and frequency cap), the source. The tests quote them: do not re-word one lightly.
 */
export default {
  nameTooLong: 'Le nom de la campagne ne doit pas dépasser 80 caractères',
  scheduleFormat: 'La date d’envoi doit être au format AAAA-MM-JJTHH:mm',
  schedulePast: 'La date d’envoi est déjà passée : choisissez une date et une heure à venir',
  scheduleTooFar: 'La date d’envoi doit être dans moins d’un an',
  scheduleAndRecurrence: 'Choisissez une date d’envoi ou une récurrence, pas les deux',
  timeFormat: 'L’heure doit être au format HH:mm (par exemple 09:30)',
  dayFormat: 'La date doit être au format AAAA-MM-JJ',
  frequency: 'La récurrence est quotidienne ou hebdomadaire',
  weekday: 'Les jours de la semaine vont de 1 (lundi) à 7 (dimanche)',
  recurrenceNoDay: 'Une récurrence sans jour ne peut pas partir : choisissez au moins un jour de la semaine',
  recurrenceEnded: 'La fin de la récurrence est déjà passée : choisissez une date à venir',
  shareTooLow: 'Chaque variante doit recevoir au moins 1 % du segment',
  shareTooHigh: 'La part de chaque variante ne peut pas dépasser 50 % du segment',
  metric: 'La gagnante se choisit au taux de lecture ou au taux de réponse',
  decideAfter: 'Le délai avant de choisir la gagnante va de 1 à 72 heures',
  pick: 'La gagnante est choisie automatiquement ou par vous',
  sameVariants: 'Les variantes A et B envoient le même message : changez le modèle ou ses paramètres',
  variant: 'La variante est A ou B',
  planUnknown: 'Planification introuvable',
  campaignUnknown: 'Campagne introuvable',
  planNotEditable: 'Cette planification est déjà partie ou a été annulée : elle ne peut plus être modifiée',
  planNotCancellable: 'Cette planification est déjà terminée ou annulée',
  noAbTest: 'Cette campagne n’a pas de test A/B',
  winnerAlreadyPicked: 'La gagnante de ce test A/B est déjà choisie',
  campaignOver: 'Cette campagne est terminée ou annulée : la gagnante ne peut plus être envoyée',
  segmentUnknown: 'Ce segment est introuvable dans votre espace de travail',
  quietHoursSame: 'Le début et la fin des heures calmes doivent être différents',
  frequencyCap: 'Le plafond de fréquence va de 0 à 720 heures',
  cursor: 'Page de la liste invalide : rechargez la liste',
  /** Why a campaign waits, in words (the list shows it). */
  waiting: {
    quietHours: 'En pause pendant les heures calmes : reprise à {time}',
    abChoice: 'En attente de votre choix',
    abTesting: 'Test A/B en cours : gagnante choisie le {date}',
  },
} as const;
