import { describe, expect, it } from 'vitest';
import { conversation, texts } from './engineTestKit';
import { runEngine } from './runEngine';
import { globals, shop, variables } from './runEngineFixtures';
import { newSession } from './sessionState';

describe('runEngine: conversations', () => {
  it('starts a new end-user at the welcome block, then a tap leads to the target block', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    const first = chat.send({ type: 'start' });
    expect(texts(first)).toEqual(['Bonjour Awa !', 'Que voulez-vous, Awa ?']);
    expect(first.messages.map((message) => message.blockId)).toEqual(['accueil', 'accueil']);
    expect(first.session.position).toMatchObject({
      waitingFor: 'choice',
      blockId: 'accueil',
      elementIndex: 1,
    });

    const tap = chat.send({ type: 'button', id: 'menu', title: 'Menu' });
    expect(texts(tap)).toEqual(['Votre ville ?']);
    expect(tap.variableChanges).toEqual({ last_input: 'Menu' });
    expect(tap.session.position).toMatchObject({ waitingFor: 'choice', blockId: 'menu' });

    const row = chat.send({ type: 'list', id: 'dakar', title: 'Dakar' });
    expect(texts(row)).toEqual(['Livraison à Dakar pour Awa Diop']);
    expect(row.session.position).toBeNull();
  });

  it('opens the conversation at the welcome block on a new end-user first message', () => {
    const output = runEngine({
      blocks: shop(),
      variables,
      globals,
      session: null,
      event: { type: 'text', text: 'Salut' },
    });
    expect(texts(output)).toEqual(['Bonjour Awa !', 'Que voulez-vous, Awa ?']);
    expect(output.variableChanges).toEqual({ last_input: 'Salut' });
  });

  it('treats a typed title as the tap (case and accents ignored)', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    chat.send({ type: 'start' });
    expect(texts(chat.send({ type: 'text', text: '  AIDE ' }))).toEqual(['Aide']);
    chat.send({ type: 'button', id: 'menu', title: 'Menu' });
    expect(texts(chat.send({ type: 'text', text: 'thies' }))).toEqual(['Livraison à Thiès']);
  });

  it('resends the question once on a typed miss, then goes to the default block', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    chat.send({ type: 'start' });
    const miss = chat.send({ type: 'text', text: 'bof' });
    expect(texts(miss)).toEqual(['Que voulez-vous, Awa ?']);
    expect(miss.log.join('\n')).toMatch(/sent again/);
    expect(miss.session.position).toMatchObject({ waitingFor: 'choice', misses: 1 });
    const second = chat.send({ type: 'text', text: 'rien' });
    expect(texts(second)).toEqual(["Je n'ai pas compris « rien »."]);
    expect(second.session.position).toBeNull();
  });

  it('applies a button payload: variables set, redirect_to overrides the target', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    chat.send({ type: 'start' });
    const tap = chat.send({ type: 'button', id: 'menu', title: 'Promo' });
    expect(texts(tap)).toEqual(['Offre été pour Awa']);
    expect(tap.variableChanges).toEqual({ last_input: 'Promo', offre: 'été', ville: 'Awa' });
    expect(chat.session?.variables).toMatchObject({ offre: 'été', ville: 'Awa' });
  });

  it('uses the payload the channel returns with a tap', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    chat.send({ type: 'start' });
    const tap = chat.send({ type: 'button', id: 'aide', title: 'Aide', payload: '{{code}}=42' });
    expect(texts(tap)).toEqual(['Aide']);
    expect(tap.variableChanges.code).toBe('42');
  });

  it('follows a tap on an earlier message whose target block exists', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    chat.send({ type: 'start' });
    chat.send({ type: 'button', id: 'aide', title: 'Aide' });
    const late = chat.send({ type: 'button', id: 'menu', title: 'Menu' });
    expect(texts(late)).toEqual(['Votre ville ?']);
  });

  it('sends idle input to the default block with last_input set', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    chat.send({ type: 'start' });
    chat.send({ type: 'button', id: 'aide', title: 'Aide' });
    const idle = chat.send({ type: 'text', text: 'Quels horaires ?' });
    expect(texts(idle)).toEqual(["Je n'ai pas compris « Quels horaires ? »."]);
    expect(idle.variableChanges).toEqual({ last_input: 'Quels horaires ?' });
    expect(idle.effects).toEqual([]);
  });

  it('hands idle input to the GRIOT IA when the default block has its assistant switch on', () => {
    const chat = conversation({ blocks: shop([], { assistantSwitch: true }), variables, globals });
    chat.send({ type: 'start' });
    chat.send({ type: 'button', id: 'aide', title: 'Aide' });
    const idle = chat.send({ type: 'text', text: 'Quels horaires ?' });
    expect(idle.messages).toEqual([]);
    expect(idle.effects).toEqual([{ kind: 'fallback', text: 'Quels horaires ?' }]);
    expect(idle.session.position).toBeNull();
  });

  it('restarts at the welcome block on start, keeping the variables', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    chat.send({ type: 'start' });
    chat.send({ type: 'button', id: 'menu', title: 'Promo' });
    const again = chat.send({ type: 'start' });
    expect(texts(again)).toEqual(['Bonjour Awa !', 'Que voulez-vous, Awa ?']);
    expect(again.session.variables.offre).toBe('été');
  });
});

describe('runEngine: purity and session', () => {
  it('does not mutate its input and gives the same output for the same input', () => {
    const blocks = shop();
    const session = { ...newSession(), variables: { offre: 'x' } };
    const input = { blocks, variables, globals, session, event: { type: 'text' as const, text: 'Salut' } };
    const snapshot = JSON.stringify(input);
    const first = runEngine(input);
    expect(JSON.stringify(input)).toBe(snapshot);
    expect(runEngine(input)).toEqual(first);
  });

  it('keeps the session through JSON.stringify and JSON.parse', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    const output = chat.send({ type: 'start' });
    expect(JSON.parse(JSON.stringify(output.session))).toEqual(output.session);
    expect(chat.session).toEqual(output.session);
  });

  it('treats a waiting element removed by an edit as idle input', () => {
    const chat = conversation({ blocks: shop(), variables, globals });
    chat.send({ type: 'start' });
    const edited = shop().map((block) =>
      block.idblock === 'accueil' ? { ...block, flow: block.flow.slice(0, 1) } : block,
    );
    const output = runEngine({
      blocks: edited,
      variables,
      globals,
      session: chat.session,
      event: { type: 'text', text: 'Menu' },
    });
    expect(texts(output)).toEqual(["Je n'ai pas compris « Menu »."]);
  });
});
