import type { FastifyInstance, FastifyReply } from 'fastify';

/** What a JSON answer, a file or anything not the app may do once loaded: nothing. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'";

/** Meta's hosts the WhatsApp screen's Embedded Signup needs (the Facebook JS SDK and its frames). */
const FACEBOOK = ['https://connect.facebook.net', 'https://*.facebook.com'];

/**
 * The web app's Content-Security-Policy: its own scripts only (plus the Facebook SDK the
 * WhatsApp accounts screen loads on demand, and the local signup simulator's origin when Graph is
 * faked), Mantine's inline styles, images from anywhere over https (chatbot media, avatars), no
 * framing of the app by any site.
 */
export function appContentSecurityPolicy(graphApiUrl: string): string {
  const graphOrigin = new URL(graphApiUrl).origin;
  const simulator = /(^|\.)facebook\.com$/.test(new URL(graphApiUrl).hostname) ? [] : [graphOrigin];
  const external = [...FACEBOOK, ...simulator].join(' ');
  return [
    "default-src 'self'",
    `script-src 'self' ${external}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    "media-src 'self' blob: https:",
    `connect-src 'self' ${external}`,
    `frame-src 'self' ${external}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * Headers on every answer: no sniffing, a strict referrer, no framing (the web-chat frame, made
 * to be framed anywhere, removes X-Frame-Options and sets its own policy), HSTS when the client
 * came over https through a trusted proxy, and a CSP unless the route set its own: the app's
 * policy outside /api, "nothing" for the API's answers.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  options: { graphApiUrl: string; trustProxy: boolean },
): void {
  const appCsp = appContentSecurityPolicy(options.graphApiUrl);
  app.addHook('onSend', (request, reply, payload, done) => {
    setSecurityHeaders(reply);
    if (options.trustProxy && request.protocol === 'https')
      reply.header('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    // By address, not by content type: static files get theirs only once they stream.
    if (!reply.hasHeader('Content-Security-Policy'))
      reply.header('Content-Security-Policy', request.url.startsWith('/api/') ? API_CSP : appCsp);
    done(null, payload);
  });
}

/** The headers that do not depend on the answer; also set on errors met before routing. */
export function setSecurityHeaders(reply: FastifyReply): void {
  reply.header('X-Content-Type-Options', 'nosniff');
  reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  reply.header('X-Frame-Options', 'DENY');
  // The Facebook login popup reports back to its opener: keep that link for popups only.
  reply.header('Cross-Origin-Opener-Policy', 'same-origin-allow-popups');
}
