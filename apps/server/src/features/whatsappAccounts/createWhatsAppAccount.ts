import type {
  CreateWhatsAppAccountInput,
  WhatsAppAccount,
} from '@griot/contract/whatsappAccounts/whatsappAccountSchemas';
import { whatsappAccountsMessages as m } from '@griot/contract/whatsappAccounts/whatsappAccountsMessages';
import type { Database } from '@griot/db/openDatabase';
import type { WabaNumber } from '@griot/db/schema/whatsappAccounts';
import { whatsappAccounts } from '@griot/db/schema/whatsappAccounts';
import { and, eq } from 'drizzle-orm';
import { apiError } from '../../api/apiError';
import type { GraphAnswer } from '../../channels/meta/graphClient';
import { postgresErrorCode, UNIQUE_VIOLATION } from '../../lib/postgresErrors';
import { encryptSecret } from '../../lib/secretBox';
import { loadWhatsAppAccount } from './loadWhatsAppAccounts';
import {
  exchangeSignupCode,
  type GraphPhoneNumber,
  graphErrorDetail,
  listWabaNumbers,
  postGraphAction,
} from './onboardingGraph';
import { type OnboardingServices, registerNumber } from './registerNumber';
import type { WhatsAppAccountRow } from './requireOwnedWhatsAppAccount';
import { requireTokenForWaba } from './requireTokenForWaba';

/**
 * Adds the account Embedded Signup just created, at once (the code lives 30 s): exchanges the
 * code for the business token, reads the number (or, when only the WABA came back, its numbers:
 * one is taken, several are offered to pick from), subscribes the app to the WABA, stores the
 * token sealed and registers a verified number. A refused code or an unreadable number creates
 * nothing; a failed subscription or registration is kept in last_error for the health line.
 * `alsoInTransaction` runs in the insert's transaction (the audit record); the registration with
 * Meta comes after it, outside.
 */
export async function createWhatsAppAccount(
  services: OnboardingServices,
  workspaceId: string,
  input: CreateWhatsAppAccountInput,
  alsoInTransaction?: (tx: Database, created: WhatsAppAccountRow) => Promise<void>,
): Promise<{ account: WhatsAppAccount; phoneNumbers: WabaNumber[] }> {
  const exchanged = await exchangeSignupCode(services.runtime, input.auth_code);
  if (!exchanged.ok) {
    if (exchanged.answer.status === 0 || exchanged.answer.status >= 500)
      throw apiError(502, m.graphUnreachable);
    throw apiError(400, m.codeExchangeFailed);
  }
  const token = exchanged.token;
  // The WABA and number ids come from the browser: both must be the token's before anything is kept.
  await requireTokenForWaba(services.runtime, token, input.waba_id);
  let number: GraphPhoneNumber | undefined;
  let choices: WabaNumber[] = [];
  const listed = await listWabaNumbers(services.runtime, token, input.waba_id);
  if (!listed.ok) throw graphFailure(listed.answer);
  if (input.phone_number_id !== '') {
    number = listed.numbers.find((candidate) => candidate.id === input.phone_number_id);
    if (!number) throw apiError(400, m.numberNotInWaba);
  } else {
    if (listed.numbers.length === 0) throw apiError(400, m.noNumberInWaba);
    if (listed.numbers.length === 1) number = listed.numbers[0];
    else choices = listed.numbers;
  }
  if (number) await refuseDuplicate(services, workspaceId, number.id);

  const subscribed = await postGraphAction(
    services.runtime,
    token,
    `${encodeURIComponent(input.waba_id)}/subscribed_apps`,
  );
  const now = new Date();
  let id: string;
  try {
    const row = await services.db.transaction(async (tx) => {
      const [inserted] = await tx
        .insert(whatsappAccounts)
        .values({
          workspaceId,
          type: input.type,
          configId: input.config_id,
          description: input.description,
          businessId: input.business_id,
          wabaId: input.waba_id,
          phoneNumberId: number?.id ?? '',
          displayPhoneNumber: number?.display_phone_number || input.phone_number,
          verifiedName: number?.verified_name ?? '',
          codeVerificationStatus: readStatus(number?.code_verification_status),
          businessTokenEncrypted: encryptSecret(services.secretKey, token),
          wabaNumbers: choices,
          subscribedAt: subscribed.ok ? now : null,
          lastError: subscribed.ok ? '' : m.graphRefused({ detail: graphErrorDetail(subscribed.answer) }),
        })
        .returning();
      if (!inserted) throw new Error('whatsapp account insert returned nothing');
      await alsoInTransaction?.(tx, inserted);
      return inserted;
    });
    id = row.id;
    if (row.phoneNumberId !== '' && row.codeVerificationStatus !== 'NOT_VERIFIED')
      await registerNumber(services, row, now);
  } catch (error) {
    if (postgresErrorCode(error) === UNIQUE_VIOLATION) throw apiError(409, m.numberAlreadyAdded);
    throw error;
  }
  return { account: await loadWhatsAppAccount(services.db, workspaceId, id), phoneNumbers: choices };
}

/** The status Graph reports; anything unknown counts as not verified. */
export function readStatus(status: string | undefined): 'NOT_VERIFIED' | 'VERIFIED' | 'EXPIRED' {
  return status === 'VERIFIED' || status === 'EXPIRED' ? status : 'NOT_VERIFIED';
}

/** A Graph failure as the French answer: Meta unreachable or failing → 502, a refusal → 422 with Meta's words. */
export function graphFailure(answer: GraphAnswer) {
  if (answer.status === 0 || answer.status >= 500) return apiError(502, m.graphUnreachable);
  return apiError(422, m.graphRefused({ detail: graphErrorDetail(answer) }));
}

async function refuseDuplicate(services: OnboardingServices, workspaceId: string, phoneNumberId: string) {
  const [existing] = await services.db
    .select({ id: whatsappAccounts.id })
    .from(whatsappAccounts)
    .where(
      and(eq(whatsappAccounts.workspaceId, workspaceId), eq(whatsappAccounts.phoneNumberId, phoneNumberId)),
    );
  if (existing) throw apiError(409, m.numberAlreadyAdded);
}
