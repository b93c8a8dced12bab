import type { GraphErrorSpec } from './graphError';

/**
 * The WhatsApp Cloud API errors tests are likely to inject, with Meta's titles and details, so
 * `failNext(1, { status: 400, code: 131047 })` answers what the runtime will meet in production.
 * Unknown codes still render, with a generic title.
 */
const CATALOG: Record<number, { title: string; details: string; plain?: boolean; transient?: boolean }> = {
  1: {
    title: 'An unknown error has occurred.',
    details: 'Invalid request or possible server error.',
    plain: true,
    transient: true,
  },
  2: {
    title: 'Service temporarily unavailable',
    details: 'Temporary due to downtime or due to being overloaded.',
    plain: true,
    transient: true,
  },
  4: {
    title: 'Application request limit reached',
    details: 'The app has reached its API call rate limit.',
    plain: true,
  },
  100: { title: 'Invalid parameter', details: 'Invalid parameter' },
  80007: { title: 'Rate limit issues', details: 'The WhatsApp Business Account has reached its rate limit.' },
  130429: { title: 'Rate limit hit', details: 'Cloud API message throughput has been reached.' },
  131000: { title: 'Something went wrong', details: 'Message failed to send due to an unknown error.' },
  131026: { title: 'Message undeliverable', details: 'Unable to deliver message.' },
  131047: {
    title: 'Re-engagement message',
    details:
      'Message failed to send because more than 24 hours have passed since the customer last replied to this number.',
  },
  131048: {
    title: 'Spam rate limit hit',
    details:
      'Message failed to send because there are restrictions on how many messages can be sent from this phone number.',
  },
  131049: {
    title: 'This message was not delivered to maintain healthy ecosystem engagement.',
    details: 'Meta chose not to deliver.',
  },
  131050: {
    title:
      'Unable to deliver the message. This recipient has chosen to stop receiving marketing messages on WhatsApp from your business.',
    details: 'User stopped marketing messages.',
  },
  131051: { title: 'Unsupported message type', details: 'Unsupported message type.' },
  131052: { title: 'Media download error', details: 'Unable to download the media sent by the user.' },
  131053: { title: 'Media upload error', details: 'Unable to upload the media used in the message.' },
  131056: {
    title: '(Business Account, Consumer Account) pair rate limit hit',
    details:
      'Too many messages sent from the sender phone number to the same recipient phone number in a short period of time.',
  },
  131057: { title: 'Account in maintenance mode', details: 'Business Account is in maintenance mode.' },
  132000: {
    title: 'Number of parameters does not match the expected number of params',
    details: 'The number of variable parameter values does not match the number defined in the template.',
  },
  132012: {
    title: 'Parameter format does not match format in the created template',
    details: 'Variable parameter values formatted incorrectly.',
  },
  132001: {
    title: 'Template does not exist',
    details: 'The template does not exist in the specified language or the template has not been approved.',
  },
};

/** The Graph error spec of a WhatsApp error code, optionally with other details. */
export function whatsAppError(code: number, details?: string): GraphErrorSpec {
  const known = CATALOG[code];
  const title = known?.title ?? 'Error';
  return {
    code,
    message: known?.plain ? title : `(#${code}) ${title}`,
    details: details ?? known?.details ?? title,
    ...(known?.transient ? { transient: true } : {}),
  };
}

/** Title and details for a status webhook's `errors[]` (same catalog as the send responses). */
export function whatsAppErrorObject(code: number, title?: string, details?: string): Record<string, unknown> {
  const known = CATALOG[code];
  const resolvedTitle = title ?? known?.title ?? 'Error';
  return {
    code,
    title: resolvedTitle,
    message: resolvedTitle,
    error_data: { details: details ?? known?.details ?? resolvedTitle },
  };
}
