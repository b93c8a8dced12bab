/**
 * The French texts of segments (conditions), server and screen alike, the source. Do not re-word
 * a French text: the tests and the e2e quote them.
 */
export default {
  malformed: 'Les conditions sont mal formées',
  noCondition: 'Ajoutez au moins une condition complète (attribut et valeur)',
  tooMany: 'Trop de conditions (20 au plus)',
  unknownVariable: 'Variable inconnue : {name}',
  attributeRequired: "L'attribut est requis",
  noUser: 'Aucun utilisateur trouvé',
  noValue: 'Aucune valeur disponible',
} as const;
