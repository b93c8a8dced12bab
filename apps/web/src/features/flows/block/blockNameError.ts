import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { flowTexts } from '../flowTexts';

/** The block-name rules: required, at most 20 characters. */
export function blockNameError(name: string): string | null {
  const value = name.trim();
  if (value === '') return flowTexts.blockNameRequired;
  if (value.length > FLOW_LIMITS.blockName) return flowTexts.blockNameTooLong;
  return null;
}
