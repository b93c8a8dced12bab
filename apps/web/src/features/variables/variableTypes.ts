import { VARIABLE_TYPES, type VariableType } from '@griot/contract/flows/flowConstants';
import { variablesTexts } from './variablesTexts';

/** The label and the description line of a declared variable type, in the language shown. */
export function variableTypeInfo(type: VariableType): { label: string; description: string } {
  const { label, description } = variablesTexts.types[type];
  return { label, description };
}

/** Narrows a type read from the server, which the contract only knows as a string. */
export function isVariableType(value: string): value is VariableType {
  return VARIABLE_TYPES.some((type) => type === value);
}
