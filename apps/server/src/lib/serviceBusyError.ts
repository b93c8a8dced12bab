/**
 * The server cannot take this request now but will soon: answered 503 with Retry-After (the
 * platforms' webhook deliveries and the screens try again after it), never a 500.
 */
export class ServiceBusyError extends Error {
  readonly statusCode = 503;

  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message);
    this.name = 'ServiceBusyError';
  }
}
