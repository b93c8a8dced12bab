import type { Database } from '@griot/db/openDatabase';
import { sql } from 'drizzle-orm';
import { classifySendResponse, type SendKind } from '../../channels/meta/classifySendResponse';
import { createGraphClient, type GraphTarget } from '../../channels/meta/graphClient';
import { quietWorkspaceIds } from '../../domain/campaigns/quietHours';
import { broadcastPayload } from './broadcastPayload';
import {
  type ClaimedRecipient,
  claimRecipients,
  type RecipientOutcome,
  recordOutcomes,
  requeueStuck,
  reserveSlots,
} from './broadcastQueries';
import { NumberPacer } from './numberPacer';
import { NOT_CONFIGURED_PAUSE } from './pauseReasons';
import { pauseOnFailureBurst } from './protection/failureBurst';
import { recipientOutcome, released, skipped, unexpectedFailure } from './recipientOutcome';

export interface BroadcastWorkerOptions {
  db: Database;
  graph: () => GraphTarget;
  accessToken: (chatbotId: string) => Promise<string | undefined>;
  /** Sends per second per business number, across every worker and process. */
  ratePerSecond: () => number;
  interruptedSendWaitSeconds: () => number;
  onError: (error: unknown) => void;
  /** Meta's 131049 (its per-user marketing cap) is tried again after this long (a day by default), up to 3 times. */
  ecosystemRetryMs?: number;
  /** Idle poll period. */
  pollMs?: number;
  /** Called as each send starts (metrics, and the pacing test's exact clock). */
  onSend?: (phoneNumberId: string, at: number) => void;
}

/** A campaign's status is read again at most this often while its sends go out (pause, cancel). */
const STATUS_FRESH_MS = 250;
/** Each batch is half a second of sends: at most a second is claimed ahead (pause and cancel act fast). */
const BATCHES_IN_FLIGHT = 2;
/** The campaign's status is asked this long before a slot. */
const STATUS_AHEAD_MS = 60;
const STUCK_SWEEP_MS = 5_000;
/** Quiet hours are read again at most this often. */
const QUIET_FRESH_MS = 1_000;
const CAMPAIGN_SEND: SendKind = { platform: 'whatsapp', campaign: true };
/** Meta's per-user marketing cap (131049) counts a day: trying again sooner would be capped again. */
const ECOSYSTEM_RETRY_MS = 24 * 3_600_000;

/** The broadcast worker's name among the runtime's workers (`runtime.worker(BROADCAST_WORKER)`). */
export const BROADCAST_WORKER = 'broadcasts';

/**
 * Sends broadcast campaigns from the database, paced per business number: claims due recipients,
 * reserves their send slots on the shared pacing row, sends each template at its slot, and records
 * the outcomes. Several workers (processes) cooperate through SKIP LOCKED and the pacing row; a
 * stopped or killed worker loses nothing (see requeueStuck and the status webhooks).
 */
export class BroadcastWorker {
  private running = false;
  private loop: Promise<void> | undefined;
  private wakeUp: (() => void) | undefined;
  private readonly inFlight = new Set<Promise<void>>();
  private lastSweep = 0;
  private readonly pacer: NumberPacer;
  private quiet: { at: number; ids: string[] } | undefined;
  private readonly campaignStatus = new Map<string, { at: number; status: Promise<string | undefined> }>();

  constructor(private readonly options: BroadcastWorkerOptions) {
    this.pacer = new NumberPacer(options.ratePerSecond);
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.loop = this.run();
  }

  /** A campaign was started or resumed in this process: look now rather than at the next poll. */
  wake(): void {
    this.wakeUp?.();
  }

  async stop(): Promise<void> {
    this.running = false;
    this.wake();
    await this.loop;
    await Promise.all(this.inFlight);
  }

  private async run(): Promise<void> {
    while (this.running) {
      try {
        if (this.inFlight.size >= BATCHES_IN_FLIGHT) {
          await Promise.race(this.inFlight);
          continue;
        }
        await this.sweepIfDue();
        const found = await this.round();
        if (!found) await this.idle();
      } catch (error) {
        this.options.onError(error);
        await this.idle();
      }
    }
  }

  /** Claims one batch and schedules its sends; false when nothing was due. */
  private async round(): Promise<boolean> {
    const { db } = this.options;
    const rate = this.options.ratePerSecond();
    const batch = await claimRecipients(db, Math.max(1, Math.round(rate / 2)), await this.quietWorkspaces());
    if (batch.length === 0) return false;
    const byNumber = new Map<string, ClaimedRecipient[]>();
    for (const recipient of batch)
      byNumber.set(recipient.phone_number_id, [
        ...(byNumber.get(recipient.phone_number_id) ?? []),
        recipient,
      ]);
    const intervalMs = this.pacer.slotIntervalMs();
    const sends: Promise<RecipientOutcome>[] = [];
    for (const [phoneNumberId, recipients] of byNumber) {
      const sendable = recipients.filter((recipient) => !recipient.opted_out);
      const delays =
        sendable.length > 0 ? await reserveSlots(db, phoneNumberId, sendable.length, intervalMs) : [];
      const reservedAt = Date.now();
      for (const recipient of recipients) {
        if (recipient.opted_out) {
          sends.push(Promise.resolve(skipped(recipient.id)));
          continue;
        }
        const slotAt = reservedAt + (delays[sendable.indexOf(recipient)] ?? 0);
        sends.push(this.sendAtSlot(recipient, slotAt, intervalMs));
      }
    }
    const work = Promise.all(sends)
      .then((outcomes) => recordOutcomes(db, outcomes))
      // The number's protection: a burst of failures pauses the campaign (protection/failureBurst.ts).
      .then(() =>
        pauseOnFailureBurst(
          db,
          batch.map((recipient) => recipient.id),
        ),
      )
      .catch(this.options.onError);
    this.inFlight.add(work);
    void work.finally(() => this.inFlight.delete(work));
    return true;
  }

  /** Workspaces inside their quiet hours (read at most once a second): their campaigns wait. */
  private async quietWorkspaces(): Promise<string[]> {
    const now = Date.now();
    if (!this.quiet || now - this.quiet.at >= QUIET_FRESH_MS)
      this.quiet = { at: now, ids: await quietWorkspaceIds(this.options.db, now) };
    return this.quiet.ids;
  }

  private async sweepIfDue(): Promise<void> {
    const now = Date.now();
    if (now - this.lastSweep < STUCK_SWEEP_MS) return;
    this.lastSweep = now;
    await requeueStuck(this.options.db, this.options.interruptedSendWaitSeconds()).catch(
      this.options.onError,
    );
    await finishDone(this.options.db).catch(this.options.onError);
  }

  private async idle(): Promise<void> {
    if (!this.running) return;
    await new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, this.options.pollMs ?? 500);
      this.wakeUp = () => {
        clearTimeout(timer);
        resolve();
      };
    });
    this.wakeUp = undefined;
  }

  /**
   * Waits for the send's slot and starts it there, or not at all: a send that missed its slot (a
   * busy event loop, a slow status read), that would pass the rate within this process's last
   * second, or that finds more requests unanswered than the usual latency explains (Meta or the
   * network holding them, to deliver them together) takes a new slot after every reserved one
   * and waits again. So sends never bunch up: late ones are spread out, not caught up.
   */
  private async sendAtSlot(
    recipient: ClaimedRecipient,
    firstSlotAt: number,
    intervalMs: number,
  ): Promise<RecipientOutcome> {
    const number = recipient.phone_number_id;
    let slotAt = firstSlotAt;
    let token: string | undefined;
    for (;;) {
      token = await this.options.accessToken(recipient.chatbot_id);
      // No token (the number dissociated meanwhile): no send of this campaign can go out.
      if (!token) return { ...released(recipient.id), halt_reason: NOT_CONFIGURED_PAUSE };
      // The campaign's status is read just ahead of the slot, so that reading it costs nothing there.
      await sleepUntil(slotAt - STATUS_AHEAD_MS);
      const statusRead = this.statusOf(recipient.broadcast_id);
      await sleepUntil(slotAt);
      // Stopping: a send not begun yet goes back to the queue for the next worker.
      if (!this.running) return released(recipient.id);
      // Paused or cancelled since the claim: the send does not start.
      const status = await statusRead;
      if (status !== 'running')
        return status === 'cancelled'
          ? { ...released(recipient.id), status: 'cancelled' }
          : released(recipient.id);
      if (await this.pacer.startWithinTolerance(number, slotAt)) break;
      const [delay = 0] = await reserveSlots(this.options.db, number, 1, intervalMs);
      slotAt = Date.now() + delay;
    }
    return this.send(recipient, token);
  }

  private statusOf(broadcastId: string): Promise<string | undefined> {
    const now = Date.now();
    const cached = this.campaignStatus.get(broadcastId);
    if (cached && now - cached.at < STATUS_FRESH_MS) return cached.status;
    const status = this.options.db
      .execute<{ status: string }>(sql`SELECT status FROM broadcasts WHERE id = ${broadcastId}`)
      .then((result) => result.rows[0]?.status);
    this.campaignStatus.set(broadcastId, { at: now, status });
    if (this.campaignStatus.size > 1000) this.campaignStatus.clear();
    return status;
  }

  /** One template (or local model) send, started now (its slot came, see sendAtSlot); never throws. */
  private async send(recipient: ClaimedRecipient, token: string): Promise<RecipientOutcome> {
    try {
      const number = recipient.phone_number_id;
      this.options.onSend?.(number, performance.timeOrigin + performance.now());
      const model = {
        title: recipient.template_name,
        langage: recipient.template_language,
        ...recipient.model,
      };
      const payload = {
        ...broadcastPayload(
          model,
          recipient.parameters,
          recipient.values,
          recipient.phone.replace(/\D/g, ''),
        ),
        // Meta echoes it in the status webhooks: settles a send a crash left unrecorded.
        biz_opaque_callback_data: recipient.id,
      };
      const graph = createGraphClient(this.options.graph());
      const answer = await this.pacer.tracked(
        number,
        graph.post(`${encodeURIComponent(number)}/messages`, payload, { token }),
      );
      return recipientOutcome(recipient, classifySendResponse(answer, CAMPAIGN_SEND), {
        ecosystemRetryMs: this.options.ecosystemRetryMs ?? ECOSYSTEM_RETRY_MS,
      });
    } catch (error) {
      this.options.onError(error);
      return unexpectedFailure(recipient);
    }
  }
}

/** Campaigns whose last recipients were settled by another batch or process. */
async function finishDone(db: Database): Promise<void> {
  await db.execute(sql`
    UPDATE broadcasts b SET status = 'finished', finished_at = now()
    WHERE b.status = 'running'
      AND NOT EXISTS (SELECT 1 FROM broadcast_recipients r WHERE r.broadcast_id = b.id AND r.status IN ('pending', 'sending', 'held'))`);
}

function sleepUntil(at: number): Promise<void> {
  const wait = at - Date.now();
  return wait > 0 ? new Promise((resolve) => setTimeout(resolve, wait)) : Promise.resolve();
}
