import type { AnswerType } from '@griot/contract/flows/flowConstants';

/** The nine answer types, in French. */
export const ANSWER_LABELS: Record<AnswerType, string> = {
  text: 'Texte',
  interactive: 'Interactif (bouton ou liste)',
  audio: 'Audio',
  tel_sen: 'Téléphone sénégalais',
  phone_number: 'Numéro de téléphone',
  alphabet: 'Lettres uniquement',
  email: 'E-mail',
  number: 'Nombre',
  location: 'Localisation',
};
