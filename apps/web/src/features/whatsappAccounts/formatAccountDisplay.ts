import type { WhatsAppAccountType } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { formatPhone } from '../../lib/formatPhone';

/** 'E-commerce' or 'Service client' (seed 000 §2). */
export function accountTypeLabel(type: WhatsAppAccountType): string {
  return type === 'ecommerce' ? 'E-commerce' : 'Service client';
}

/**
 * The display phone (seed 000 §5): a national number of 10 digits starting with 0 in pairs,
 * an international one by its country's pattern, anything else grouped by three.
 */
export function formatAccountPhone(raw: string): string {
  const digits = raw.replace(/\D/g, '');
  if (digits === '') return raw;
  if (digits.length === 10 && digits.startsWith('0') && !raw.trim().startsWith('+'))
    return digits.replace(/(\d{2})(?=\d)/g, '$1 ');
  const international = formatPhone(raw.trim().startsWith('+') ? raw : `+${digits}`);
  if (international) return international;
  return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** dd/mm/yyyy (seed 000 §2 'Date d'ajout'). */
export function formatAccountDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
