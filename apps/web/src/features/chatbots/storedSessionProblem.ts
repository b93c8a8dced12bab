import { getStoredToken, hasStoredUser, readStoredSession } from '../../lib/sessionStore';
import { chatbotTexts } from './chatbotTexts';

/**
 * Why the create and settings screens cannot call the API with the stored session,
 * or null when it holds a user and a token.
 */
export function storedSessionProblem(): string | null {
  if (!hasStoredUser()) return chatbotTexts.session.userMissing;
  if (!readStoredSession()) return chatbotTexts.session.invalidStructure;
  if (!getStoredToken()) return chatbotTexts.session.invalidFormat;
  return null;
}
