import type { FlowElementInput } from '@griot/contract/flows/flowElementSchemas';
import { describe, expect, it } from 'vitest';
import { buildBlock, conversation, texts } from './engineTestKit';
import type { EngineBlock, EngineInput, InboundEvent } from './engineTypes';
import { runEngine } from './runEngine';
import type { SessionState } from './sessionState';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Thursday 26 November 2026, 18:00 in Dakar (UTC) and 19:00 in Paris. */
const NOW = Date.parse('2026-11-26T18:00:00Z');

const wait = (extra: Partial<Extract<FlowElementInput, { type: 'wait_until' }>>): FlowElementInput => ({
  type: 'wait_until',
  id_element: 'el-wait',
  ...extra,
});

function bot(welcome: FlowElementInput[], extra: EngineBlock[] = []): EngineBlock[] {
  return [
    buildBlock('accueil', welcome, { category: 'welcome' }),
    buildBlock('defaut', [{ type: 'text', message: 'Par défaut' }], { category: 'default' }),
    buildBlock('promo', [{ type: 'text', message: 'Promo' }]),
    ...extra,
  ];
}

const followUpFlow = (extra: Partial<Extract<FlowElementInput, { type: 'wait_until' }>>) => [
  { type: 'text' as const, message: 'Merci de votre visite' },
  wait(extra),
  { type: 'text' as const, message: 'Toujours intéressé, {{first_name}} ?' },
];

/** One event over a session stored earlier, as the runtime would hand it back after a flow edit. */
function runWithSession(blocks: EngineBlock[], session: SessionState, event: InboundEvent) {
  return runEngine({
    blocks,
    variables: [],
    globals: { first_name: 'Awa' },
    now: NOW,
    session: JSON.parse(JSON.stringify(session)),
    event,
  });
}

function chatWith(blocks: EngineBlock[], more: Partial<EngineInput> = {}) {
  return conversation({
    blocks,
    variables: [],
    globals: { first_name: 'Awa', id_user: 'u-1' },
    now: NOW,
    ...more,
  });
}

describe('runEngine: wait-until', () => {
  it('schedules the continuation and keeps a follow-up while the conversation goes idle', () => {
    const chat = chatWith(bot(followUpFlow({ days: 2 })));
    const first = chat.send({ type: 'start' });
    expect(texts(first)).toEqual(['Merci de votre visite']);
    expect(first.effects).toEqual([{ kind: 'schedule', delayMs: 2 * DAY, token: 'wait-1' }]);
    expect(first.session.position).toBeNull();
    expect(first.session.followUp).toEqual({
      blockId: 'accueil',
      elementIndex: 1,
      elementId: 'el-wait',
      token: 'wait-1',
      cancelOnReply: true,
    });
    // The stored session reads back with its follow-up.
    expect(chat.session?.followUp?.token).toBe('wait-1');
    const resumed = chat.send({ type: 'resume', token: 'wait-1' });
    expect(texts(resumed)).toEqual(['Toujours intéressé, Awa ?']);
    expect(resumed.session.followUp).toBeUndefined();
    expect(resumed.session.position).toBeNull();
  });

  it('reads the hour in the time zone given (Dakar by default)', () => {
    const dakar = chatWith(bot(followUpFlow({ at: '09:00' }))).send({ type: 'start' });
    expect(dakar.effects).toEqual([{ kind: 'schedule', delayMs: 15 * HOUR, token: 'wait-1' }]);
    const paris = chatWith(bot(followUpFlow({ at: '09:00' })), { timeZone: 'Europe/Paris' }).send({
      type: 'start',
    });
    expect(paris.effects).toEqual([{ kind: 'schedule', delayMs: 14 * HOUR, token: 'wait-1' }]);
    const both = chatWith(bot(followUpFlow({ at: '20:30', days: 0 }))).send({ type: 'start' });
    expect(both.effects).toEqual([{ kind: 'schedule', delayMs: 2.5 * HOUR, token: 'wait-1' }]);
    const unknown = chatWith(bot(followUpFlow({ at: '09:00' })), { timeZone: 'Nowhere/Atlantis' }).send({
      type: 'start',
    });
    expect(unknown.effects).toEqual([{ kind: 'schedule', delayMs: 15 * HOUR, token: 'wait-1' }]);
    expect(unknown.log.join('\n')).toMatch(/unknown time zone "Nowhere\/Atlantis": Africa\/Dakar used/);
  });

  it('the bot is not deaf meanwhile: taps and the default block answer', () => {
    const chat = chatWith(bot(followUpFlow({ days: 3, cancel_on_reply: false })));
    chat.send({ type: 'start' });
    expect(texts(chat.send({ type: 'text', text: 'bonjour' }))).toEqual(['Par défaut']);
    expect(texts(chat.send({ type: 'button', id: 'promo', title: 'Promo' }))).toEqual(['Promo']);
    expect(chat.session?.followUp?.token).toBe('wait-1');
  });

  it('cancel_on_reply: the next message cancels it, and the late resume is stale', () => {
    const chat = chatWith(bot(followUpFlow({ days: 1 })));
    chat.send({ type: 'start' });
    const reply = chat.send({ type: 'text', text: 'oui merci' });
    expect(reply.log).toContain('follow-up "wait-1" cancelled by the customer\'s message');
    expect(reply.session.followUp).toBeUndefined();
    const late = chat.send({ type: 'resume', token: 'wait-1' });
    expect(late.messages).toEqual([]);
    expect(late.log.join('\n')).toMatch(/stale token "wait-1"/);
  });

  it('any input cancels it: a tap, a location, a media', () => {
    for (const event of [
      { type: 'button', id: 'promo', title: 'Promo' },
      { type: 'location', latitude: 14.7, longitude: -17.4 },
      { type: 'media', mediaType: 'image', url: 'https://x.sn/a.jpg' },
    ] as const) {
      const chat = chatWith(bot(followUpFlow({ days: 1 })));
      chat.send({ type: 'start' });
      expect(chat.send(event).session.followUp).toBeUndefined();
    }
    // A restart too (the simulator's, a 'start' from the channel).
    const restarted = chatWith(bot(followUpFlow({ days: 1 })));
    restarted.send({ type: 'text', text: 'Bonjour' });
    const again = restarted.send({ type: 'start' });
    // The restart reaches the wait again: a new follow-up replaces the cancelled one.
    expect(again.session.followUp?.token).toBe('wait-2');
    expect(again.log).toContain('follow-up "wait-1" cancelled by the customer\'s message');
  });

  it('a reply that leads into a new wait keeps the new follow-up', () => {
    const question: FlowElementInput = {
      type: 'answer',
      options: { answer_type: 'text', variable: { id: '' }, default_reply: '' },
    };
    const chat = chatWith(bot([question, wait({ days: 1 }), { type: 'text', message: 'Relance' }], []));
    chat.send({ type: 'start' });
    const answered = chat.send({ type: 'text', text: 'Dakar' });
    expect(answered.session.followUp).toMatchObject({ token: 'wait-1', cancelOnReply: true });
    expect(texts(chat.send({ type: 'resume', token: 'wait-1' }))).toEqual(['Relance']);
  });

  it('without cancel_on_reply it fires whatever happened meanwhile, replacing the position', () => {
    const question: FlowElementInput = {
      type: 'text_button',
      message: 'Une question ?',
      buttons: [{ id: 'promo', title: 'Oui' }],
    };
    const chat = chatWith(
      bot(followUpFlow({ days: 1, cancel_on_reply: false }), [buildBlock('quiz', [question])]),
    );
    chat.send({ type: 'start' });
    const tap = chat.send({ type: 'button', id: 'quiz', title: 'Quiz' });
    expect(texts(tap)).toEqual(['Une question ?']);
    expect(tap.session.position).toMatchObject({ waitingFor: 'choice', blockId: 'quiz' });
    const resumed = chat.send({ type: 'resume', token: 'wait-1' });
    expect(texts(resumed)).toEqual(['Toujours intéressé, Awa ?']);
    expect(resumed.session.position).toBeNull();
    expect(resumed.session.followUp).toBeUndefined();
  });

  it('a new wait replaces an older follow-up, whose token becomes stale', () => {
    const chat = chatWith(
      bot(followUpFlow({ days: 5, cancel_on_reply: false }), [
        buildBlock('relance', [
          wait({ id_element: 'el-wait-2', days: 1 }),
          { type: 'text', message: 'Relance 2' },
        ]),
      ]),
    );
    chat.send({ type: 'start' });
    const second = chat.send({ type: 'button', id: 'relance', title: 'Relance' });
    expect(second.effects).toEqual([{ kind: 'schedule', delayMs: DAY, token: 'wait-2' }]);
    expect(second.session.followUp).toMatchObject({
      blockId: 'relance',
      token: 'wait-2',
      cancelOnReply: true,
    });
    expect(second.log).toContain('follow-up "wait-1" replaced by a new wait');
    expect(chat.send({ type: 'resume', token: 'wait-1' }).messages).toEqual([]);
    expect(texts(chat.send({ type: 'resume', token: 'wait-2' }))).toEqual(['Relance 2']);
  });

  it('a wait met again after the resume schedules a new follow-up', () => {
    const chat = chatWith(
      bot([
        wait({ id_element: 'w1', days: 1 }),
        { type: 'text', message: 'J+1' },
        wait({ id_element: 'w2', days: 2 }),
        { type: 'text', message: 'J+3' },
      ]),
    );
    chat.send({ type: 'start' });
    const day1 = chat.send({ type: 'resume', token: 'wait-1' });
    expect(texts(day1)).toEqual(['J+1']);
    expect(day1.session.followUp).toMatchObject({ elementId: 'w2', token: 'wait-2', elementIndex: 2 });
    expect(texts(chat.send({ type: 'resume', token: 'wait-2' }))).toEqual(['J+3']);
  });

  it('finds the wait by its id after the block was edited; deleted since → dropped, nothing sent', () => {
    const { session } = chatWith(bot(followUpFlow({ days: 1 }))).send({ type: 'start' });
    const moved = bot([{ type: 'text', message: 'Nouveau début' }, ...followUpFlow({ days: 1 })]);
    const resumed = runWithSession(moved, session, { type: 'resume', token: 'wait-1' });
    expect(texts(resumed)).toEqual(['Toujours intéressé, Awa ?']);
    const deleted = bot([{ type: 'text', message: 'Merci de votre visite' }]);
    const gone = runWithSession(deleted, session, { type: 'resume', token: 'wait-1' });
    expect(gone.messages).toEqual([]);
    expect(gone.session.followUp).toBeUndefined();
    expect(gone.session.position).toBeNull();
    expect(gone.log).toContain('wait-until in "accueil" no longer exists: follow-up dropped');
  });

  it('a draft (neither time nor days) is skipped; an hour without a clock does not wait', () => {
    const draft = chatWith(bot(followUpFlow({}))).send({ type: 'start' });
    expect(texts(draft)).toEqual(['Merci de votre visite', 'Toujours intéressé, Awa ?']);
    expect(draft.skipped).toMatchObject([{ type: 'wait_until', elementIndex: 1 }]);
    expect(draft.session.followUp).toBeUndefined();
    const noClock = chatWith(bot(followUpFlow({ at: '09:00' })), { now: undefined }).send({ type: 'start' });
    expect(noClock.effects).toEqual([]);
    expect(noClock.log.join('\n')).toMatch(/no current time/);
  });

  it('a delay keeps working beside a follow-up, each with its own token', () => {
    const chat = chatWith(
      bot([
        wait({ days: 1, cancel_on_reply: false }),
        { type: 'text', message: 'Demain' },
        { type: 'delay', timmer: '2' },
        { type: 'text', message: 'Deux secondes après' },
      ]),
    );
    chat.send({ type: 'start' });
    const tomorrow = chat.send({ type: 'resume', token: 'wait-1' });
    expect(tomorrow.effects).toEqual([{ kind: 'schedule', delayMs: 2000, token: 'delay-2' }]);
    expect(tomorrow.session.position).toMatchObject({ waitingFor: 'resume', token: 'delay-2' });
    expect(texts(chat.send({ type: 'resume', token: 'delay-2' }))).toEqual(['Deux secondes après']);
  });
});
