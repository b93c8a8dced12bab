import { isRecord, readArray, readNumber, readRecord, readString } from '../isRecord';
import { describeWhatsAppError, readWhatsAppErrors } from './readWhatsAppErrors';
import { readWhatsAppEvent } from './readWhatsAppEvent';
import type {
  InboundWhatsAppMessage,
  WhatsAppStatus,
  WhatsAppStatusValue,
  WhatsAppWebhook,
} from './whatsAppTypes';

const STATUS_VALUES: readonly WhatsAppStatusValue[] = ['sent', 'delivered', 'read', 'failed', 'played'];

/**
 * Reads a WhatsApp Cloud API webhook body: every entry, every change, every message and status
 * (Meta batches them). Never throws: whatever cannot be read is skipped and described in
 * `problems`, prefixed with its path, so the runtime can log it and still answer 200.
 */
export function parseWhatsAppWebhook(body: unknown): WhatsAppWebhook {
  const result: WhatsAppWebhook = { messages: [], statuses: [], problems: [] };
  if (!isRecord(body)) {
    result.problems.push('body is not an object');
    return result;
  }
  if (body.object !== 'whatsapp_business_account') {
    result.problems.push(`object is "${String(body.object)}", not whatsapp_business_account`);
    return result;
  }
  readArray(body, 'entry').forEach((entry, e) => {
    if (!isRecord(entry)) {
      result.problems.push(`entry[${e}] is not an object`);
      return;
    }
    const wabaId = readString(entry, 'id');
    readArray(entry, 'changes').forEach((change, c) => {
      const path = `entry[${e}].changes[${c}]`;
      const value = isRecord(change) ? readRecord(change, 'value') : undefined;
      if (!isRecord(change) || !value) {
        result.problems.push(`${path} has no value`);
        return;
      }
      // Other subscribed fields (template status, account updates) are not conversation traffic.
      if (change.field !== 'messages') return;
      readChangeValue(value, path, wabaId, result);
    });
  });
  return result;
}

function readChangeValue(
  value: Record<string, unknown>,
  path: string,
  wabaId: string | undefined,
  result: WhatsAppWebhook,
): void {
  const metadata = readRecord(value, 'metadata');
  const phoneNumberId = metadata && readString(metadata, 'phone_number_id');
  if (phoneNumberId === undefined) {
    result.problems.push(`${path}: no metadata.phone_number_id`);
    return;
  }
  const displayPhoneNumber = metadata && readString(metadata, 'display_phone_number');
  for (const error of readWhatsAppErrors(readArray(value, 'errors'))) {
    result.problems.push(`${path}: error ${describeWhatsAppError(error)}`);
  }
  const contacts = readArray(value, 'contacts').filter(isRecord);
  readArray(value, 'messages').forEach((item, m) => {
    const where = `${path}.messages[${m}]`;
    if (!isRecord(item)) {
      result.problems.push(`${where} is not an object`);
      return;
    }
    const message = readMessage(item, contacts, where, result.problems);
    if (!message) return;
    result.messages.push({
      phoneNumberId,
      ...(displayPhoneNumber === undefined ? {} : { displayPhoneNumber }),
      ...(wabaId === undefined ? {} : { wabaId }),
      ...message,
    });
  });
  readArray(value, 'statuses').forEach((item, s) => {
    const status = readStatus(item, phoneNumberId);
    if (typeof status === 'string') result.problems.push(`${path}.statuses[${s}]: ${status}`);
    else result.statuses.push(status);
  });
}

function readMessage(
  item: Record<string, unknown>,
  contacts: readonly Record<string, unknown>[],
  where: string,
  problems: string[],
): Omit<InboundWhatsAppMessage, 'phoneNumberId'> | undefined {
  const id = readString(item, 'id');
  const seconds = readNumber(item, 'timestamp');
  let waId = readString(item, 'from');
  let userId = readString(item, 'from_user_id');
  const contact = findContact(contacts, waId, userId);
  waId ??= contact && readString(contact, 'wa_id');
  userId ??= contact && readString(contact, 'user_id');
  const identity = waId ?? userId;
  if (id === undefined || seconds === undefined || identity === undefined) {
    problems.push(`${where}: missing id, timestamp or sender`);
    return undefined;
  }
  const errors = readWhatsAppErrors(readArray(item, 'errors'));
  const read = readWhatsAppEvent(item);
  if (!read.ok) {
    const detail = errors.map(describeWhatsAppError).join('; ');
    problems.push(`${where} (${id}): ${read.problem}${detail ? ` (${detail})` : ''}`);
    return undefined;
  }
  const profile = contact && readRecord(contact, 'profile');
  const profileName = profile && readString(profile, 'name');
  const context = readRecord(item, 'context');
  const contextId = context && readString(context, 'id');
  return {
    ...(waId === undefined ? {} : { waId }),
    ...(userId === undefined ? {} : { userId }),
    identity,
    ...(profileName === undefined ? {} : { profileName }),
    id,
    timestamp: seconds * 1000,
    ...(contextId === undefined ? {} : { contextId }),
    type: readString(item, 'type') ?? '',
    event: read.event,
    ...(read.media ? { media: read.media } : {}),
  };
}

/** The contact of the sender; with a single contact (the usual case) it is that one. */
function findContact(
  contacts: readonly Record<string, unknown>[],
  waId: string | undefined,
  userId: string | undefined,
): Record<string, unknown> | undefined {
  const matched = contacts.find(
    (contact) =>
      (waId !== undefined && readString(contact, 'wa_id') === waId) ||
      (userId !== undefined && readString(contact, 'user_id') === userId),
  );
  if (matched) return matched;
  return contacts.length === 1 && waId === undefined && userId === undefined ? contacts[0] : undefined;
}

function readStatus(item: unknown, phoneNumberId: string): WhatsAppStatus | string {
  if (!isRecord(item)) return 'not an object';
  const id = readString(item, 'id');
  const value = readString(item, 'status');
  const seconds = readNumber(item, 'timestamp');
  const status = STATUS_VALUES.find((candidate) => candidate === value);
  if (id === undefined || status === undefined || seconds === undefined) {
    return `unreadable status "${value ?? 'none'}" of ${id ?? 'unknown message'}`;
  }
  const recipient = readString(item, 'recipient_id') ?? readString(item, 'recipient_user_id');
  const callbackData = readString(item, 'biz_opaque_callback_data');
  return {
    phoneNumberId,
    id,
    status,
    timestamp: seconds * 1000,
    ...(recipient === undefined ? {} : { recipient }),
    ...(callbackData === undefined ? {} : { callbackData }),
    errors: readWhatsAppErrors(readArray(item, 'errors')),
  };
}
