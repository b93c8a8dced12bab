import { defineTexts } from '@griot/i18n/texts';
import fr from './i18n/fr';

/**
 * The texts of the WhatsApp accounts screen and its calls, server and screen alike (i18n/fr.ts is
 * the source). Each leaf reads in the language of the moment: read it where it is used.
 */
export const whatsappAccountsMessages = defineTexts('contract.whatsappAccounts', fr, {
  en: () => import('./i18n/en'),
  es: () => import('./i18n/es'),
});

type SignupStep = keyof typeof fr.signupSteps;

/**
 * Where the owner left Embedded Signup (Meta's CANCEL event names the step in code,
 * 'PHONE_NUMBER_SETUP'), in the owner's words; any other text, as a signup left before the end.
 */
export function cancelStep(step: string): string {
  const m = whatsappAccountsMessages;
  // The step is the browser's text: own keys only ('constructor' is no step).
  if (!Object.hasOwn(fr.signupSteps, step)) return m.cancelBeforeEnd;
  return m.cancelStepAt({ step: m.signupSteps[step as SignupStep] });
}
