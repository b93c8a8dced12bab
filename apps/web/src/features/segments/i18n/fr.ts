/** The 'Conditions' block of the chatbot dashboard in French, the source. */
export default {
  title: 'Conditions',
  intro: 'Choisissez à qui envoyer : vos utilisateurs qui remplissent ces conditions.',
  attribute: 'Attribut',
  attributePlaceholder: 'ex. city',
  comparison: 'Comparaison',
  value: 'Valeur',
  valuePlaceholder: 'Tapez ou choisissez',
  chooseAttributeFirst: "Choisissez d'abord un attribut",
  noValue: 'Aucune valeur disponible',
  remove: 'Supprimer la condition',
  operator: 'Opérateur',
  and: 'ET',
  or: 'OU',
  add: 'Ajouter une condition',
  search: 'Rechercher',
  unreachable: 'Impossible de joindre le serveur. Réessayez.',
  matched:
    '{count, plural, one {{countText} utilisateur correspondant} other {{countText} utilisateurs correspondants}}',
  /** The conditions in a line: at most two, then how many more. */
  summary: {
    two: '{first} ET {second}',
    more: '{first} ET {second} + {others, plural, one {# autre} other {# autres}}',
  },
} as const;
