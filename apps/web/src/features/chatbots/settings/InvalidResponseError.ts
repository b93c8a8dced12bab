/** A call answered 2xx without the data the screen needs (seed 000 §8: 'Format de réponse invalide'). */
export class InvalidResponseError extends Error {
  constructor() {
    super('Format de réponse invalide');
    this.name = 'InvalidResponseError';
  }
}
