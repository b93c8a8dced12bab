import type { ChatMessage, ConversationSummary } from '@griot/contract/conversations/conversationSchemas';
import type { Database } from '@griot/db/openDatabase';
import { DEFAULT_LANGUAGE, type Language } from '@griot/i18n/languages';
import type pg from 'pg';
import { runInLanguage } from '../lib/requestLanguage';
import type { RuntimeSignals } from './runtimeSignals';
import { SessionStreams } from './sessionStreams';

/** A message as the screens show it, with the end-user it belongs to. */
export interface LiveMessage {
  usertel: string;
  end_user_id: string;
  message: ChatMessage;
}

/** How the hub reads what it carries: the conversations' queries, handed by the app. */
export interface LiveReader {
  /** The messages of these seqs of a chatbot, in seq order. */
  messages(chatbotId: string, seqs: number[]): Promise<LiveMessage[]>;
  /** The conversation summaries of these end-users. */
  conversations(endUserIds: string[]): Promise<ConversationSummary[]>;
}

/** Someone watching a chatbot: an agent's conversation screen, or one web-chat visitor. */
export interface LiveSubscriber {
  /** Only this end-user's messages (a web visitor, by channel identity); undefined: all, plus summaries. */
  usertel?: string;
  message: (payload: LiveMessage) => void;
  conversation?: (summary: ConversationSummary) => void;
  /** The language its screen reads (a failed message's reason): the stream's request's; French if unset. */
  language?: Language;
}

/**
 * Carries message changes to the screens: every process LISTENs on PostgreSQL, where the runtime
 * NOTIFYs the seqs it wrote, so an agent connected to one server process sees the replies sent by
 * another. Only chatbots somebody watches cost a query. Sessions that end (a trigger NOTIFYs
 * them, whichever process or path ended them) end their streams here.
 */
export class LiveHub {
  private readonly subscribers = new Map<string, Set<LiveSubscriber>>();
  /** The agents' streams by session, ended with their session. */
  readonly sessions: SessionStreams;
  private client: pg.Client | undefined;
  private closed = false;
  /** Who hears conversations' and messages' notifications as they come (the team inbox's streams). */
  private readonly listeners = new Set<(channel: string, payload: string) => void>();

  constructor(
    db: Database,
    private readonly connectionString: string,
    private readonly reader: LiveReader,
    private readonly signals: RuntimeSignals,
    private readonly onError: (error: unknown) => void,
  ) {
    this.sessions = new SessionStreams(db, onError);
  }

  async start(createClient: (connectionString: string) => pg.Client): Promise<void> {
    this.closed = false;
    const client = createClient(this.connectionString);
    client.on('error', (error) => {
      this.onError(error);
      this.client = undefined;
      if (!this.closed) setTimeout(() => void this.start(createClient).catch(this.onError), 1000);
    });
    client.on('notification', (notification) => {
      if (notification.payload && ['griot_conversations', 'griot_messages'].includes(notification.channel))
        for (const listener of this.listeners) listener(notification.channel, notification.payload);
      if (notification.channel === 'griot_inbox') this.signals.wake('inbox');
      else if (notification.channel === 'griot_conversations') {
        // A team-inbox conversation changed (status, assignee, labels, notes, a customer's message).
        this.signals.wake('conversations');
      } else if (notification.channel === 'griot_sessions' && notification.payload)
        this.sessions.end(notification.payload);
      else if (notification.channel === 'griot_messages' && notification.payload) {
        // Messages written anywhere may be queued ones: this process's senders look too.
        this.signals.wake('outbox');
        void this.dispatch(notification.payload).catch(this.onError);
      }
    });
    await client.connect();
    await client.query('LISTEN griot_inbox');
    await client.query('LISTEN griot_conversations');
    await client.query('LISTEN griot_messages');
    await client.query('LISTEN griot_sessions');
    this.client = client;
  }

  async stop(): Promise<void> {
    this.closed = true;
    this.sessions.stopChecking();
    await this.client?.end().catch(() => {});
  }

  /**
   * Hears every 'griot_conversations' (`{"w","e"}`: a conversation of the team inbox changed) and
   * 'griot_messages' (`{"c","s"}`) notification of this process; returns the unsubscribe.
   */
  listen(listener: (channel: string, payload: string) => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  subscribe(chatbotId: string, subscriber: LiveSubscriber): () => void {
    const set = this.subscribers.get(chatbotId) ?? new Set();
    set.add(subscriber);
    this.subscribers.set(chatbotId, set);
    return () => {
      set.delete(subscriber);
      if (set.size === 0) this.subscribers.delete(chatbotId);
    };
  }

  private async dispatch(payload: string): Promise<void> {
    const { c: chatbotId, s: seqs } = JSON.parse(payload) as { c: string; s: number[] };
    const watching = this.subscribers.get(chatbotId);
    if (!watching || watching.size === 0) return;
    // The messages are read once per language their watchers read (nearly always one).
    const byLanguage = new Map<Language, LiveSubscriber[]>();
    for (const watcher of watching) {
      const language = watcher.language ?? DEFAULT_LANGUAGE;
      byLanguage.set(language, [...(byLanguage.get(language) ?? []), watcher]);
    }
    for (const [language, watchers] of byLanguage)
      await runInLanguage(language, () => this.dispatchTo(watchers, chatbotId, seqs));
  }

  private async dispatchTo(watchers: LiveSubscriber[], chatbotId: string, seqs: number[]): Promise<void> {
    const events = await this.reader.messages(chatbotId, seqs);
    const agents = [...watchers].filter((watcher) => watcher.usertel === undefined);
    for (const event of events) {
      for (const watcher of watchers)
        if (watcher.usertel === undefined || watcher.usertel === event.usertel) watcher.message(event);
    }
    if (agents.length > 0) {
      const summaries = await this.reader.conversations([
        ...new Set(events.map((event) => event.end_user_id)),
      ]);
      for (const summary of summaries) for (const agent of agents) agent.conversation?.(summary);
    }
  }
}
