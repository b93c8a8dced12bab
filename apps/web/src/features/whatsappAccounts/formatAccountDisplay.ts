import type { WhatsAppAccountType } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';

/** 'E-commerce' or 'Service client' (seed 000 §2). */
export function accountTypeLabel(type: WhatsAppAccountType): string {
  return type === 'ecommerce' ? 'E-commerce' : 'Service client';
}

/** dd/mm/yyyy (seed 000 §2 'Date d'ajout'). */
export function formatAccountDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
