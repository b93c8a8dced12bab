import { formatNumber } from '../../lib/formatNumber';
import { broadcastTexts } from './broadcastTexts';

/** One variable slot of the form as the server counted it (POST /strong/broadcast/missing-values). */
export interface MissingValueCount {
  /** The form's key: 'body.1', 'header.1', 'button.0.1'. */
  key: string;
  count: number;
  fallback: string;
}

/** What the form says of a slot, and whether it keeps the send button disabled. */
export interface MissingValueNotice {
  key: string;
  text: string;
  blocking: boolean;
}

/**
 * Before the click: how many recipients lack a variable's value and what they will receive instead;
 * without a fallback, why the campaign cannot go (the server refuses a variable without one, so no
 * placeholder is ever sent empty). Slots every recipient has a value for say nothing.
 */
export function missingValuesNotices(counts: readonly MissingValueCount[]): MissingValueNotice[] {
  const t = broadcastTexts.missing;
  return counts.flatMap((slot): MissingValueNotice[] => {
    const fallback = slot.fallback.trim();
    if (slot.count === 0 && fallback !== '') return [];
    const values = { count: slot.count, formatted: formatNumber(slot.count), slot: slotName(slot.key) };
    if (fallback !== '')
      return [{ key: slot.key, text: t.withFallback({ ...values, fallback }), blocking: false }];
    return [
      {
        key: slot.key,
        text: slot.count === 0 ? t.noFallbackYet(values) : t.noFallback(values),
        blocking: true,
      },
    ];
  });
}

/** '{{1}}' for the body, '{{1}} de l’en-tête', '{{1}} du bouton 1': the placeholder as the model shows it. */
export function slotName(key: string): string {
  const [component = '', first = '', second] = key.split('.');
  if (component === 'header') return broadcastTexts.slot.name({ component, key: first });
  if (component === 'button')
    return broadcastTexts.slot.name({ component, key: second ?? '', button: Number(first) + 1 });
  return broadcastTexts.slot.name({ component: 'body', key: first });
}
