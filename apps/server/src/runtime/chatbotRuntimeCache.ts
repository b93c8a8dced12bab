import type { WidgetLanguage } from '@griot/contract/chatbots/widgetLanguage';
import { defaultInboxSettings } from '@griot/contract/inbox/inboxSchemas';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { workspaces } from '@griot/db/schema/workspaces';
import type { EngineBlock, EngineVariable } from '@griot/flow-engine/engineTypes';
import { eq, sql } from 'drizzle-orm';
import { decryptSecret } from '../lib/secretBox';
import type { Channel } from './inboxEvent';
import { parseRuntimeFlow } from './parseRuntimeFlow';

/** What the runtime needs of a chatbot: its channel settings (secrets decrypted) and its flow. */
export interface ChatbotRuntime {
  id: string;
  workspaceId: string;
  botName: string;
  type: Channel;
  status: string;
  phoneNumberId: string;
  displayPhoneNumber: string;
  keywordWebhook: string;
  accessToken: string | undefined;
  appSecret: string | undefined;
  telegramToken: string;
  /**
   * The language of the chatbot's own words with its end-users ('Langue du chatbot',
   * widget_language): 'auto' follows each end-user's (see endUserLanguage.ts), else fixed.
   */
  language: WidgetLanguage;
  /**
   * The workspace's time zone (IANA, its business hours' in the inbox settings), in which a
   * 'wait until' element's time of day is read; Africa/Dakar when it never chose one.
   */
  timeZone: string;
  blocks: EngineBlock[];
  variables: EngineVariable[];
}

/** Edits reach running conversations within this time (one load per chatbot per second at most). */
const FRESH_MS = 1000;

/**
 * Keeps each chatbot's runtime view for a second: at a thousand messages a second, reading and
 * parsing every block per message would be most of the work.
 */
export class ChatbotRuntimeCache {
  private readonly entries = new Map<
    string,
    { loadedAt: number; value: Promise<ChatbotRuntime | undefined> }
  >();

  constructor(
    private readonly db: Database,
    private readonly secretKey: Buffer,
    private readonly onBadBlock: (chatbotId: string, idblock: string) => void = () => {},
  ) {}

  get(chatbotId: string): Promise<ChatbotRuntime | undefined> {
    const now = Date.now();
    const entry = this.entries.get(chatbotId);
    if (entry && now - entry.loadedAt < FRESH_MS) return entry.value;
    const value = this.load(chatbotId);
    this.entries.set(chatbotId, { loadedAt: now, value });
    // A failed load is not cached: the next call tries again.
    value.catch(() => this.entries.delete(chatbotId));
    return value;
  }

  /** Forgets a chatbot now (its settings or blocks changed in this process). */
  forget(chatbotId: string): void {
    this.entries.delete(chatbotId);
  }

  private async load(chatbotId: string): Promise<ChatbotRuntime | undefined> {
    // The workspace's time zone comes with the chatbot's row: no query more per load.
    const [row] = await this.db
      .select({
        chatbot: chatbots,
        timeZone: sql<string | null>`${workspaces.inboxSettings} -> 'business_hours' ->> 'timezone'`,
      })
      .from(chatbots)
      .leftJoin(workspaces, eq(workspaces.id, chatbots.workspaceId))
      .where(eq(chatbots.id, chatbotId));
    if (!row) return undefined;
    const { chatbot } = row;
    const rows = await this.db
      .select({
        idblock: blocks.idblock,
        category: blocks.category,
        type: blocks.type,
        flow: blocks.flow,
        assistantSwitch: blocks.assistantSwitch,
      })
      .from(blocks)
      .where(eq(blocks.chatbotId, chatbotId));
    const engineBlocks = rows.map((row): EngineBlock => {
      const { flow, skipped } = parseRuntimeFlow(row.flow);
      if (skipped > 0) this.onBadBlock(chatbotId, row.idblock);
      return {
        idblock: row.idblock,
        category: row.category,
        type: row.type,
        assistantSwitch: row.assistantSwitch,
        flow,
      };
    });
    return {
      id: chatbot.id,
      workspaceId: chatbot.workspaceId,
      botName: chatbot.botName,
      type: chatbot.type,
      status: chatbot.status,
      phoneNumberId: chatbot.phoneNumberId,
      displayPhoneNumber: chatbot.displayPhoneNumber,
      keywordWebhook: chatbot.keywordWebhook,
      accessToken: chatbot.accessTokenEncrypted
        ? decryptSecret(this.secretKey, chatbot.accessTokenEncrypted)
        : undefined,
      appSecret: chatbot.appSecretEncrypted
        ? decryptSecret(this.secretKey, chatbot.appSecretEncrypted)
        : undefined,
      telegramToken: chatbot.telBot,
      language: chatbot.widgetLanguage,
      timeZone: workspaceTimeZone(row.timeZone),
      blocks: engineBlocks,
      variables: chatbot.variables,
    };
  }
}

/** A stored time zone the runtime can use, else the default's (a hand-edited or unknown name). */
export function workspaceTimeZone(stored: string | null | undefined): string {
  if (stored) {
    try {
      new Intl.DateTimeFormat('en', { timeZone: stored });
      return stored;
    } catch {
      // An unknown zone: the default below.
    }
  }
  return defaultInboxSettings().business_hours.timezone;
}
