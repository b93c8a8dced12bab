import type { ChatbotType } from '@griot/contract/chatbots/chatbotSchemas';
import { graphErrorReason } from '../../channels/meta/graphErrorReasons';
import { telegramErrorReason } from '../../channels/telegram/telegramErrorReasons';
import { INTERRUPTED_SEND_TITLE } from '../../runtime/sendOutcome';

/** A send error as stored on a message (runtime/sendOutcome.ts). */
export interface StoredError {
  code?: number;
  title?: string;
  message?: string;
  details?: string;
}

/** Why a message could not be sent, in French, from the platform's error code. */
export function sendFailureText(channel: ChatbotType, error: StoredError): string {
  const code = error.code ?? 0;
  if (code === 0 && error.title === INTERRUPTED_SEND_TITLE)
    return "Envoi interrompu par un redémarrage du serveur : le message a peut-être été reçu. Renvoyez-le si le client ne l'a pas eu.";
  if (code === 0 && error.title === 'Not configured')
    return "Canal non configuré : ajoutez le jeton d'accès dans les paramètres du chatbot.";
  const reason = channel === 'telegram' ? telegramErrorReason(code) : graphErrorReason(code);
  if (reason) return `${reason} (code ${code})`;
  if (code === 0) return "Échec de l'envoi : la plateforme n'a pas répondu.";
  return `Échec de l'envoi (code ${code}).`;
}
