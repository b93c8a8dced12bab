import type { BotEndUser } from '@griot/contract/endUsers/endUserSchemas';
import { conversationSubtitle, conversationTitle } from '../../lib/conversationIdentity';
import { endUserTexts } from './endUserTexts';

/** What the end-users table's row and the phone's card both show of an end-user, and where to reach them. */
export interface EndUserDisplay {
  name: string;
  /** The email, else the phone number or the channel's identity. */
  contact: string;
  conversation: string;
  /** The digits of a WhatsApp number, for wa.me; empty on other channels. */
  whatsappDigits: string;
}

export function endUserDisplay(endUser: BotEndUser): EndUserDisplay {
  const name =
    endUser.user_full_name.trim() ||
    (endUser.channel === 'web'
      ? conversationTitle({ name: '', usertel: endUser.usertel, phone: '', channel: 'web' })
      : endUserTexts.unnamed);
  return {
    name,
    contact:
      endUser.email ||
      conversationSubtitle({ name, usertel: endUser.usertel, phone: endUser.tel, channel: endUser.channel }),
    conversation: `/dashboard/chat/${endUser.idbot}/${encodeURIComponent(endUser.usertel)}`,
    whatsappDigits: endUser.channel === 'whatsapp' ? endUser.tel.replace(/\D/g, '') : '',
  };
}
