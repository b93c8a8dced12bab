import type { UserInputEvent } from './engineTypes';

/**
 * What an end-user's input "says", stored in last_input: the text, a tap's title (or id), a
 * media's caption (or its url or id), a location as "lat,lng".
 */
export function inputText(event: UserInputEvent): string {
  switch (event.type) {
    case 'text':
      return event.text.trim();
    case 'button':
    case 'list':
      return event.title?.trim() || event.id;
    case 'media':
      return event.caption?.trim() || event.url || event.mediaId || '';
    case 'location':
      return `${event.latitude},${event.longitude}`;
  }
}
