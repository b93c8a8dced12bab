import { VARIABLE_TYPES, type VariableType } from '@griot/contract/flows/flowConstants';

/** The French label and the description line of each declared variable type. */
export const VARIABLE_TYPE_INFO: Record<VariableType, { label: string; description: string }> = {
  text: { label: 'Texte', description: 'Texte libre' },
  location: { label: 'Localisation', description: 'Latitude et longitude' },
  tel_sen: { label: 'Téléphone Sénégal', description: 'Numéro de téléphone sénégalais' },
  any_type: { label: 'Tout type', description: "Accepte n'importe quelle donnée" },
};

/** Narrows a type read from the server, which the contract only knows as a string. */
export function isVariableType(value: string): value is VariableType {
  return VARIABLE_TYPES.some((type) => type === value);
}
