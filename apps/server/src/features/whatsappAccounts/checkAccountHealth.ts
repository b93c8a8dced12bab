import type { AccountHealth, HealthStep } from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { whatsappAccountsMessages } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import { chatbots } from '@griot/db/schema/chatbots';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { eq } from 'drizzle-orm';
import { decryptSecret } from '../../lib/secretBox';
import { readStatus } from './createWhatsAppAccount';
import {
  graphErrorDetail,
  listWabaNumbers,
  postGraphAction,
  readPhoneNumber,
  readSubscribedApps,
} from './onboardingGraph';
import { type OnboardingServices, registerNumber } from './registerNumber';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';

const m = whatsappAccountsMessages.health;

/**
 * The 'Onboarding' line of a card, checked against Graph now: is the token still accepted, is
 * the app subscribed to the WABA (subscribed again when not), is the number verified, registered
 * (registered again when verified and not locked), and does the linked chatbot receive messages.
 * So a business sees which step is broken instead of a silent bot.
 */
export async function checkAccountHealth(
  services: OnboardingServices,
  account: WhatsAppAccountRow,
): Promise<AccountHealth> {
  const token = decryptSecret(services.secretKey, account.businessTokenEncrypted);
  const steps: HealthStep[] = [];
  let current = account;

  const probe =
    account.phoneNumberId === ''
      ? await listWabaNumbers(services.runtime, token, account.wabaId)
      : await readPhoneNumber(services.runtime, token, account.phoneNumberId);
  steps.push({
    key: 'token',
    label: m.token.label,
    ok: probe.ok,
    detail: probe.ok ? m.token.ok : m.token.refused({ detail: graphErrorDetail(probe.answer) }),
  });
  if (probe.ok && 'number' in probe) {
    const [row] = await services.db
      .update(whatsappAccounts)
      .set({
        displayPhoneNumber: probe.number.display_phone_number || account.displayPhoneNumber,
        verifiedName: probe.number.verified_name || account.verifiedName,
        codeVerificationStatus: readStatus(probe.number.code_verification_status),
      })
      .where(eq(whatsappAccounts.id, account.id))
      .returning();
    if (row) current = row;
  }

  let subscribed = await readSubscribedApps(services.runtime, token, account.wabaId);
  if (subscribed.ok && !subscribed.subscribed) {
    const again = await postGraphAction(
      services.runtime,
      token,
      `${encodeURIComponent(account.wabaId)}/subscribed_apps`,
    );
    if (again.ok) subscribed = { ok: true, subscribed: true };
  }
  const isSubscribed = subscribed.ok && subscribed.subscribed;
  await services.db
    .update(whatsappAccounts)
    .set({ subscribedAt: isSubscribed ? (current.subscribedAt ?? new Date()) : null })
    .where(eq(whatsappAccounts.id, account.id));
  steps.push({
    key: 'subscribed',
    label: m.subscribed.label,
    ok: isSubscribed,
    detail: isSubscribed ? m.subscribed.ok : m.subscribed.missing,
  });

  const verified = current.codeVerificationStatus !== 'NOT_VERIFIED';
  steps.push({
    key: 'verified',
    label: m.verified.label,
    ok: verified,
    detail: verified ? m.verified.ok : m.verified.missing,
  });

  let registered = current.registeredAt !== null;
  if (!registered && verified && current.phoneNumberId !== '')
    registered = (await registerNumber(services, current)) === 'registered';
  const [afterRegister] = await services.db
    .select()
    .from(whatsappAccounts)
    .where(eq(whatsappAccounts.id, account.id));
  steps.push({
    key: 'registered',
    label: m.registered.label,
    ok: registered,
    detail: registered ? m.registered.ok : afterRegister?.lastError || m.registered.pending,
  });

  const [chatbot] = current.chatbotId
    ? await services.db
        .select({ lastActivityAt: chatbots.lastActivityAt, phoneNumberId: chatbots.phoneNumberId })
        .from(chatbots)
        .where(eq(chatbots.id, current.chatbotId))
    : [];
  const lastActivity = chatbot?.lastActivityAt ?? null;
  const receiving =
    chatbot !== undefined &&
    lastActivity !== null &&
    current.linkedAt !== null &&
    lastActivity >= current.linkedAt;
  steps.push({
    key: 'webhook',
    label: m.webhook.label,
    ok: receiving,
    detail: !chatbot ? m.webhook.noChatbot : receiving ? m.webhook.ok : m.webhook.missing,
  });
  steps.push({
    key: 'last_message',
    label: m.lastMessage.label,
    ok: lastActivity !== null,
    detail: lastActivity ? lastActivity.toISOString() : m.lastMessage.none,
  });
  return { checked_at: new Date().toISOString(), steps };
}
