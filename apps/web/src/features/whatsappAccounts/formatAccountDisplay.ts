import type { WhatsAppAccountType } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';

/** 'E-commerce' or 'Service client'. */
export function accountTypeLabel(type: WhatsAppAccountType): string {
  return type === 'ecommerce' ? 'E-commerce' : 'Service client';
}

/** dd/mm/yyyy, the card's 'Date d'ajout'. */
export function formatAccountDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);
}
