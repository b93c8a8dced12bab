import { isRecord, readNumber, readRecord, readString } from '../isRecord';
import type { WhatsAppError } from './whatsAppTypes';

/** The `errors` array of a status, a message or a change, read leniently: malformed items are skipped. */
export function readWhatsAppErrors(items: readonly unknown[]): WhatsAppError[] {
  return items.filter(isRecord).map((item) => ({
    code: readNumber(item, 'code') ?? 0,
    title: readString(item, 'title') ?? '',
    message: readString(item, 'message') ?? '',
    details: readString(readRecord(item, 'error_data') ?? {}, 'details') ?? '',
  }));
}

/** One line for the log: "131051 Message type unknown: details". */
export function describeWhatsAppError(error: WhatsAppError): string {
  const text = [error.title, error.message, error.details].filter((part) => part !== '').join(': ');
  return `${error.code} ${text}`.trim();
}
