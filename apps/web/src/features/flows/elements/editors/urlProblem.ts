import { isPublicHttpUrl } from '@griot/contract/flows/publicUrl';
import { messages } from '@griot/contract/messages';

/** The request URL's rules, as the server applies them: http(s), and not a local or private host. */
export function requestUrlProblem(url: string): string | null {
  const value = url.trim();
  if (!/^https?:\/\//i.test(value)) return messages.flows.requestUrlInvalid;
  if (!isPublicHttpUrl(value)) return messages.flows.requestUrlPrivate;
  return null;
}

/** The card button's URL: http(s) with no spaces. */
export function cardUrlProblem(url: string): string | null {
  return /^https?:\/\/\S+$/i.test(url.trim()) ? null : messages.flows.cardUrlInvalid;
}
