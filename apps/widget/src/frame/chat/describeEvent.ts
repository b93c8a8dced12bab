import type { ChatUserEvent, Loose } from '../api/wireTypes';
import { frameTexts } from '../frameTexts';

/**
 * The visitor's event as their bubble reads: a tapped choice by its title, a location by the
 * same words before and after the server's echo. '' when there is nothing to read.
 */
export function describeEvent(event: Loose<ChatUserEvent> | null | undefined): string {
  if (!event) return '';
  if (event.type === 'text') return event.text || '';
  if (event.type === 'button' || event.type === 'list') return event.title || event.id || '';
  if (event.type === 'location') return frameTexts.chat.locationShared;
  return '';
}
