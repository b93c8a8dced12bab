import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import { messages } from '@griot/contract/messages';

/** The block-name rules: required, at most 20 characters. */
export function blockNameError(name: string): string | null {
  const value = name.trim();
  if (value === '') return messages.flows.blockNameRequired;
  if (value.length > FLOW_LIMITS.blockName) return messages.flows.blockNameTooLong;
  return null;
}
