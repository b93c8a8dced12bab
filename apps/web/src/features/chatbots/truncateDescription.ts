import { CHATBOT_DESCRIPTION_PREVIEW } from '@griot/contract/constants';

/** A card's description: cut at 100 characters, with an ellipsis when cut. */
export function truncateDescription(text: string, max: number = CHATBOT_DESCRIPTION_PREVIEW): string {
  const clean = text.trim();
  // Array.from counts code points, so an emoji at the limit is not split in half.
  const characters = Array.from(clean);
  if (characters.length <= max) return clean;
  return `${characters.slice(0, max).join('').trimEnd()}…`;
}
