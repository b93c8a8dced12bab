/** The query of /dashboard/chatbots/create: where the user came from. */
export interface CreateReturnParams {
  returnTo: string | null;
  openpopupwhatsapp: string | null;
  accountId: string | null;
}

/**
 * Where to go after the create page. With the new chatbot's id: back to the WhatsApp
 * accounts' link popup when the page was opened from it, else the list. Without (cancel, back):
 * the screen the user came from.
 */
export function createRedirect(params: CreateReturnParams, chatbotId: string | null): string {
  const fromWhatsApp = params.returnTo === 'whatsapp_management';
  if (chatbotId && fromWhatsApp && params.openpopupwhatsapp === 'true' && params.accountId) {
    const query = new URLSearchParams({ openpopupwhatsapp: 'true', accountId: params.accountId, chatbotId });
    return `/dashboard/whatsapp_management?${query}`;
  }
  if (!chatbotId && fromWhatsApp) return '/dashboard/whatsapp_management';
  return '/dashboard/chatbots';
}
