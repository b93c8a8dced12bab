import { metaTexts } from './metaTexts';

/**
 * Meta's reason for a Graph error code, in the language being spoken (the request's), when we
 * know the code. Read it where it is shown: what is stored is the code.
 */
export function graphErrorReason(code: number): string | undefined {
  const reasons: Readonly<Record<string, string | undefined>> = metaTexts.graphReasons;
  return Object.hasOwn(reasons, String(code)) ? reasons[String(code)] : undefined;
}

/** The reason followed by its code ('Jeton d'accès expiré… (code 190)'), when we know the code. */
export function graphErrorText(code: number): string | undefined {
  const reason = graphErrorReason(code);
  return reason === undefined ? undefined : metaTexts.withCode({ reason, code: String(code) });
}
