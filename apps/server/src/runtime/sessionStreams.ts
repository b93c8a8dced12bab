import type { Database } from '@griot/db/openDatabase';
import { sessions } from '@griot/db/schema/sessions';
import { and, gt, inArray, isNull } from 'drizzle-orm';

/** Live streams one session may hold in one process: a few screens, not a way to pin the server. */
export const MAX_STREAMS_PER_SESSION = 5;
/**
 * The safety net behind the session-end notifications (a notification missed while the listening
 * connection reconnects, a session that simply expired): how often the sessions still streaming
 * are checked.
 */
export const SESSION_RECHECK_MS = 4_000;

/**
 * The live streams of this process by session: a session that ends (notified through PostgreSQL,
 * or found ended by the periodic check) ends its streams at once, so a revoked or stolen token
 * stops receiving customer messages.
 */
export class SessionStreams {
  private readonly bySession = new Map<string, Set<() => void>>();
  private timer: NodeJS.Timeout | undefined;
  private checking = false;

  constructor(
    private readonly db: Database,
    private readonly onError: (error: unknown) => void,
    private readonly recheckMs = SESSION_RECHECK_MS,
  ) {}

  /**
   * Holds `end` under its session; returns its release, or undefined when the session already
   * holds MAX_STREAMS_PER_SESSION streams here (the stream must then be refused).
   */
  add(sessionId: string, end: () => void): (() => void) | undefined {
    const ends = this.bySession.get(sessionId) ?? new Set();
    if (ends.size >= MAX_STREAMS_PER_SESSION) return undefined;
    ends.add(end);
    this.bySession.set(sessionId, ends);
    this.timer ??= setInterval(() => void this.recheck(), this.recheckMs).unref();
    return () => {
      ends.delete(end);
      if (ends.size === 0 && this.bySession.get(sessionId) === ends) this.bySession.delete(sessionId);
      if (this.bySession.size === 0) this.stopChecking();
    };
  }

  /** The session ended: each of its streams here ends now. */
  end(sessionId: string): void {
    const ends = this.bySession.get(sessionId);
    if (!ends) return;
    this.bySession.delete(sessionId);
    for (const end of [...ends]) end();
    if (this.bySession.size === 0) this.stopChecking();
  }

  stopChecking(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** Ends the streams of every session that is no longer live (revoked, expired or deleted). */
  async recheck(): Promise<void> {
    if (this.checking || this.bySession.size === 0) return;
    this.checking = true;
    try {
      const held = [...this.bySession.keys()];
      const live = await this.db
        .select({ id: sessions.id })
        .from(sessions)
        .where(
          and(inArray(sessions.id, held), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
        );
      const stillLive = new Set(live.map((row) => row.id));
      for (const sessionId of held) if (!stillLive.has(sessionId)) this.end(sessionId);
    } catch (error) {
      this.onError(error);
    } finally {
      this.checking = false;
    }
  }
}
