/** The forecast's server words (French, the source). */
export default {
  /** A recipient's note in the campaign's report, for the reasons the forecast added. */
  skipNotes: {
    noMarketingOptIn: 'Contact importé sans consentement marketing',
    frequencyCap: 'Déjà contacté par une autre campagne (plafond de fréquence)',
  },
} as const;
