import type { GLOBAL_VARIABLES } from '@griot/contract/flows/flowConstants';
import { variablesTexts } from './variablesTexts';

/** What a built-in variable holds, in the language shown, beside its name for reference. */
export function globalVariableInfo(name: (typeof GLOBAL_VARIABLES)[number]): string {
  return variablesTexts.globals[name];
}
