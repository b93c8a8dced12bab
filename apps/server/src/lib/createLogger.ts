import type { FastifyReply, FastifyRequest } from 'fastify';
import pino, { type Logger } from 'pino';

/** Query parameters that carry secrets (reset links, webhook verification) never reach the logs. */
const SECRET_QUERY = /([?&](?:token|hub\.verify_token|access_token)=)[^&]*/gi;

export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY, '$1[masqué]');
}

/** JSON logs (pino) with secrets masked: authorization headers, passwords, tokens, secret URLs. */
export function createLogger(level: string): Logger {
  return pino({
    level,
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'password',
        '*.password',
        'token',
        '*.token',
        'accessToken',
        '*.accessToken',
        'access_token',
        '*.access_token',
      ],
      censor: '[masqué]',
    },
    serializers: {
      err: pino.stdSerializers.err,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        ip: request.ip,
      }),
      res: (reply: FastifyReply) => ({ statusCode: reply.statusCode }),
    },
  });
}
