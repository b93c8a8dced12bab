import type { AnswerType } from '@griot/contract/flows/flowConstants';
import type { InboundEvent } from './engineTypes';

/** A reply checked against an answer type: the value to store, or why it was refused. */
export type AnswerCheck = { ok: true; value: string } | { ok: false; reason: string };

/**
 * Checks an end-user's reply against an answer element's answer_type and gives the
 * value to store: typed text trimmed, phone numbers without spaces, numbers with a dot decimal,
 * a location as "lat,lng", a media as its url (or id).
 */
export function validateAnswer(answerType: AnswerType, event: InboundEvent): AnswerCheck {
  switch (answerType) {
    case 'text': {
      // A tap is still a textual reply: its title is what the end-user "said".
      const text = typedText(event) ?? chosenTitle(event);
      return text ? { ok: true, value: text } : refuse('empty or not text');
    }
    case 'interactive': {
      const title = chosenTitle(event);
      return title ? { ok: true, value: title } : refuse('not a button or list reply');
    }
    case 'audio': {
      if (event.type !== 'media' || event.mediaType !== 'audio') return refuse('not an audio message');
      const value = event.url ?? event.mediaId ?? '';
      return value ? { ok: true, value } : refuse('audio without url or id');
    }
    case 'location':
      return event.type === 'location' && Number.isFinite(event.latitude) && Number.isFinite(event.longitude)
        ? { ok: true, value: `${event.latitude},${event.longitude}` }
        : refuse('not a location');
    case 'tel_sen':
      return checkText(event, (text) => {
        const compact = compactPhone(text);
        return /^(?:\+221|00221)?(?:7[05678]|33)\d{7}$/.test(compact) ? compact : undefined;
      });
    case 'phone_number':
      return checkText(event, (text) => {
        const compact = compactPhone(text);
        return /^\+?\d{7,15}$/.test(compact) ? compact : undefined;
      });
    case 'alphabet':
      // Letters of any script with their accents; apostrophes and hyphens inside names (N'Diaye,
      // Jean-Pierre) are accepted because refusing them would refuse real names.
      return checkText(event, (text) =>
        /^\p{L}[\p{L}\p{M}]*(?:(?:\s+|['’-])[\p{L}\p{M}]+)*$/u.test(text) ? text : undefined,
      );
    case 'email':
      return checkText(event, (text) => (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text) ? text : undefined));
    case 'number':
      return checkText(event, (text) =>
        /^[+-]?\d+(?:[.,]\d+)?$/.test(text) ? text.replace(',', '.').replace(/^\+/, '') : undefined,
      );
  }
}

function refuse(reason: string): AnswerCheck {
  return { ok: false, reason };
}

/** Applies a text rule to a typed reply (trimmed); anything else is refused. */
function checkText(event: InboundEvent, rule: (text: string) => string | undefined): AnswerCheck {
  const text = typedText(event);
  if (!text) return refuse('empty or not text');
  const value = rule(text);
  return value === undefined ? refuse(`"${text}" does not match`) : { ok: true, value };
}

function typedText(event: InboundEvent): string | undefined {
  return event.type === 'text' ? event.text.trim() || undefined : undefined;
}

function chosenTitle(event: InboundEvent): string | undefined {
  if (event.type !== 'button' && event.type !== 'list') return undefined;
  return event.title?.trim() || event.id;
}

/** People write numbers with spaces, dots or dashes between groups. */
function compactPhone(text: string): string {
  return text.replace(/[\s.\-()]/g, '');
}
