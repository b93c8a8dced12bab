// i18n-exempt-file: the words matched in what customers write; nothing here is shown to anyone
/**
 * Whether a visitor asks to talk to a person (an agent, an advisor, a human, someone) rather than
 * to the bot, in French, English or Spanish: the offline assistant hands such a message to the
 * team inbox, as the language model is told to (buildSystemPrompt). Accents are folded and the
 * words must stand together ("parler à un conseiller", "talk to a human", "hablar con un asesor"),
 * so a person merely named ("une chambre pour une personne") is no request.
 */
export function asksForPerson(text: string): boolean {
  const folded = text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase().replace(/[’']/g, "'");
  return PERSON_REQUESTS.some((pattern) => pattern.test(folded));
}

const FRENCH_PERSON =
  "(?:agent|conseill(?:er|ere)s?|humain|vraie? personne|personne reelle|quelqu'un|operat(?:eur|rice)|vendeu(?:r|se)|responsable|service client)";
const ENGLISH_PERSON =
  '(?:agent|human|(?:real |actual )?person|someone|somebody|representative|operator|advis[eo]r|customer (?:service|support))';
const SPANISH_PERSON =
  '(?:agente|asesor(?:a)?|humano|persona(?: real)?|alguien|operador(?:a)?|representante|servicio al cliente)';

const PERSON_REQUESTS: readonly RegExp[] = [
  // « Je veux parler à un conseiller », « joindre quelqu'un », « discuter avec un humain ».
  new RegExp(
    String.raw`\b(?:parler|discuter|echanger|joindre|contacter|avoir)\b[^.?!]{0,24}\b${FRENCH_PERSON}\b`,
  ),
  // « Un conseiller svp », « un vrai humain », « passez-moi un agent ».
  /\b(?:un|une|le|la)\s+(?:vrai\s+|vraie\s+)?(?:agent|conseill(?:er|ere)|humain|operat(?:eur|rice))\b(?!\s+(?:immobilier|commercial|d'entretien|de securite))/,
  // "Talk to a human", "speak with someone", "can I get an agent".
  new RegExp(String.raw`\b(?:talk|speak|chat)\b[^.?!]{0,20}\b${ENGLISH_PERSON}\b`),
  /\b(?:a|an)\s+(?:real\s+|live\s+)?(?:human|agent|person|representative|operator)\b/,
  // « Quiero hablar con un asesor », « comunicarme con alguien », « un agente por favor ».
  new RegExp(String.raw`\b(?:hablar|comunicar(?:me)?|contactar|platicar)\b[^.?!]{0,24}\b${SPANISH_PERSON}\b`),
  /\b(?:un|una)\s+(?:agente|asesor(?:a)?|humano|operador(?:a)?)\b/,
];
