import type { WhatsAppAccountType } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { displayLocale } from '../../lib/displayLocale';
import { whatsappAccountsTexts } from './whatsappAccountsTexts';

/** 'E-commerce' or 'Service client', in the language shown. */
export function accountTypeLabel(type: WhatsAppAccountType): string {
  const { types } = whatsappAccountsTexts;
  return type === 'ecommerce' ? types.ecommerce : types.support;
}

/** The card's 'Date d'ajout' as the language writes a short date: dd/mm/yyyy in French. */
export function formatAccountDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(displayLocale(), {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(date);
}
