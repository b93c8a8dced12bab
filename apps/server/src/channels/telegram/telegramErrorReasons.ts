import { telegramTexts } from './telegramTexts';

/** Telegram's reason for a Bot API error code, in the language being spoken, when we know the code. */
export function telegramErrorReason(code: number): string | undefined {
  const reasons: Readonly<Record<string, string | undefined>> = telegramTexts.reasons;
  return Object.hasOwn(reasons, String(code)) ? reasons[String(code)] : undefined;
}

/** The reason followed by its code ('Telegram a refusé le message. (code 400)'), when we know the code. */
export function telegramErrorText(code: number): string | undefined {
  const reason = telegramErrorReason(code);
  return reason === undefined ? undefined : telegramTexts.withCode({ reason, code: String(code) });
}
