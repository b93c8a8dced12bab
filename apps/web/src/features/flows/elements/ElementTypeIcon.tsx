import type { ElementType } from '@griot/contract/flows/flowConstants';
import {
  IconArrowForwardUp,
  IconArrowsSplit,
  IconBell,
  IconClock,
  IconFileText,
  IconGitBranch,
  IconHourglass,
  IconId,
  IconLink,
  IconList,
  IconMapPin,
  IconMessage,
  IconMessageReply,
  IconMusic,
  IconPhoto,
  IconSend,
  IconSquareRoundedPlus,
} from '@tabler/icons-react';

const ICONS: Record<ElementType, typeof IconMessage> = {
  text: IconMessage,
  text_button: IconSquareRoundedPlus,
  list: IconList,
  image: IconPhoto,
  document: IconFileText,
  audio: IconMusic,
  delay: IconClock,
  request: IconSend,
  answer: IconMessageReply,
  redirection: IconArrowForwardUp,
  notification: IconBell,
  variable_insert: IconId,
  location_request_message: IconMapPin,
  button_link: IconLink,
  condition: IconGitBranch,
  split: IconArrowsSplit,
  wait_until: IconHourglass,
};

/** The icon of an element type, the same in the toolbar and on the element's card. */
export function ElementTypeIcon({ type, size = 16 }: { type: ElementType; size?: number }) {
  const Icon = ICONS[type];
  return <Icon size={size} aria-hidden />;
}
