import { chatbotTexts } from '../chatbotTexts';

/** A call answered 2xx without the data the screen needs ('Format de réponse invalide'). */
export class InvalidResponseError extends Error {
  constructor() {
    super(chatbotTexts.settings.invalidResponse);
    this.name = 'InvalidResponseError';
  }
}
