/** The French words of a template's placeholders being filled (broadcast panel, campaign composer), the source. */
export default {
  /** A placeholder of the model, as its part and number: 'Message {{1}}'. */
  label: "{component, select, header {En-tête} body {Message} other {Bouton}} '{{'{key}'}}'",
  source: 'Source de {slot}',
  constant: 'Texte',
  variable: 'Variable',
  value: 'Valeur de {slot}',
  valuePlaceholder: 'Texte envoyé à tous',
  variableOf: 'Variable de {slot}',
  variablePlaceholder: 'Variable de l’utilisateur',
  fallback: 'Valeur par défaut de {slot}',
  fallbackPlaceholder: 'Si la variable est vide',
} as const;
