import type { BotEndUser } from '@griot/contract/subscribers/subscriberSchemas';
import { conversationSubtitle, conversationTitle } from '../../lib/conversationIdentity';

/** What the users table's row and the phone's card both show of an end-user, and where to reach them. */
export interface UserDisplay {
  name: string;
  /** The email, else the phone number or the channel's identity. */
  contact: string;
  conversation: string;
  /** The digits of a WhatsApp number, for wa.me; empty on other channels. */
  whatsappDigits: string;
}

export function userDisplay(user: BotEndUser): UserDisplay {
  const name =
    user.user_full_name.trim() ||
    (user.channel === 'web'
      ? conversationTitle({ name: '', usertel: user.usertel, phone: '', channel: 'web' })
      : 'Sans nom');
  return {
    name,
    contact:
      user.email ||
      conversationSubtitle({ name, usertel: user.usertel, phone: user.tel, channel: user.channel }),
    conversation: `/dashboard/chat/${user.idbot}/${encodeURIComponent(user.usertel)}`,
    whatsappDigits: user.channel === 'whatsapp' ? user.tel.replace(/\D/g, '') : '',
  };
}
