import { describe, expect, it } from 'vitest';
import { buildBlock, conversation, texts } from './engineTestKit';
import type { EngineBlock, EngineVariable } from './engineTypes';
import { MAX_STEPS_PER_EVENT } from './executeBlock';
import { runEngine } from './runEngine';
import { newSession } from './sessionState';

const globals = { first_name: 'Awa', full_name: 'Awa Diop', phone_number: '221771234567', idbot: 'bot1' };
const variables: EngineVariable[] = [
  { id: 'offre', slug: 'Offre', type: 'text' },
  { id: 'ville', slug: 'Ville', type: 'text' },
  { id: 'code', slug: 'Code client', type: 'any_type' },
];

const menuQuestion = {
  type: 'text_button' as const,
  message: 'Que voulez-vous, {{first_name}} ?',
  buttons: [
    { id: 'menu', title: 'Menu' },
    { id: 'menu', title: 'Promo', payload: '{{offre}}=été&{{ville}}={{first_name}}&redirect_to=promo' },
    { id: 'aide', title: 'Aide' },
  ],
};

function shop(extra: EngineBlock[] = [], defaultOverrides: Partial<EngineBlock> = {}): EngineBlock[] {
  return [
    buildBlock('accueil', [{ type: 'text', message: 'Bonjour {{first_name}} !' }, menuQuestion], {
      category: 'welcome',
    }),
    buildBlock('defaut', [{ type: 'text', message: "Je n'ai pas compris « {{last_input}} »." }], {
      category: 'default',
      ...defaultOverrides,
    }),
    buildBlock('menu', [
      {
        type: 'list',
        interactive: {
          type: 'list',
          body: { text: 'Votre ville ?' },
          action: {
            button: 'Villes',
            sections: [
              {
                title: 'Sénégal',
                rows: [
                  { id: 'dakar', title: 'Dakar' },
                  { id: 'thies', title: 'Thiès' },
                ],
              },
            ],
          },
        },
      },
    ]),
    buildBlock('promo', [{ type: 'text', message: 'Offre {{offre}} pour {{ville}}' }]),
    buildBlock('aide', [{ type: 'text', message: 'Aide' }]),
    buildBlock('dakar', [{ type: 'text', message: 'Livraison à Dakar pour {{full_name}}' }]),
    buildBlock('thies', [{ type: 'text', message: 'Livraison à Thiès' }]),
    ...extra,
  ];
}

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

  it('hands idle input to the GRIOT IA when the default block has jarvis', () => {
    const chat = conversation({ blocks: shop([], { jarvis: true }), variables, globals });
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

describe('runEngine: elements', () => {
  const base = { variables, globals };
  const welcome = (flow: Parameters<typeof buildBlock>[1], extra: EngineBlock[] = []) => [
    buildBlock('accueil', flow, { category: 'welcome' }),
    buildBlock('defaut', [{ type: 'text', message: 'Par défaut' }], { category: 'default' }),
    ...extra,
  ];

  it('a delay schedules a continuation; resume continues after it, a stale token is ignored', () => {
    const chat = conversation({
      ...base,
      blocks: welcome([
        { type: 'text', message: 'Un instant…' },
        { type: 'delay', timmer: '3' },
        { type: 'text', message: 'Voilà' },
      ]),
    });
    const first = chat.send({ type: 'start' });
    expect(texts(first)).toEqual(['Un instant…']);
    expect(first.effects).toEqual([{ kind: 'schedule', delayMs: 3000, token: 'delay-1' }]);
    expect(first.session.position).toMatchObject({ waitingFor: 'resume', token: 'delay-1' });

    const typed = chat.send({ type: 'text', text: 'allô ?' });
    expect(typed.messages).toEqual([]);
    expect(typed.session.position).toMatchObject({ waitingFor: 'resume' });

    const stale = chat.send({ type: 'resume', token: 'delay-0' });
    expect(stale.messages).toEqual([]);
    expect(stale.log.join('\n')).toMatch(/stale/);

    const resumed = chat.send({ type: 'resume', token: 'delay-1' });
    expect(texts(resumed)).toEqual(['Voilà']);
    expect(resumed.session.position).toBeNull();
  });

  it('a request asks the runtime to POST the listed variables; its JSON answer sets declared variables', () => {
    const chat = conversation({
      ...base,
      blocks: welcome([
        { type: 'variable_insert', variable: 'ville', defaultValue: 'Dakar' },
        {
          type: 'request',
          method: 'POST',
          url: 'https://api.exemple.sn/client?nom={{full_name}}',
          datas: ['ville', 'last_input', 'phone_number'],
        },
        { type: 'text', message: 'Code {{code}}, offre {{Offre}}' },
      ]),
    });
    const first = chat.send({ type: 'text', text: 'Bonjour' });
    expect(first.effects).toEqual([
      {
        kind: 'request',
        url: 'https://api.exemple.sn/client?nom=Awa%20Diop',
        body: { ville: 'Dakar', last_input: 'Bonjour', phone_number: '221771234567' },
        token: 'request-1',
      },
    ]);
    const result = chat.send({
      type: 'requestResult',
      token: 'request-1',
      ok: true,
      status: 200,
      json: { code: 7, Offre: 'gold', first_name: 'Pirate', inconnu: 'x' },
    });
    expect(result.variableChanges).toEqual({ code: '7', offre: 'gold' });
    expect(texts(result)).toEqual(['Code 7, offre gold']);
  });

  it('a failed request is logged and the flow continues', () => {
    const chat = conversation({
      ...base,
      blocks: welcome([
        { type: 'request', method: 'POST', url: 'https://api.exemple.sn/x', datas: [] },
        { type: 'text', message: 'Suite' },
      ]),
    });
    chat.send({ type: 'start' });
    const result = chat.send({
      type: 'requestResult',
      token: 'request-1',
      ok: false,
      status: 504,
      error: 'timeout',
    });
    expect(texts(result)).toEqual(['Suite']);
    expect(result.log.join('\n')).toMatch(/504: timeout/);
  });

  it('a notification is an effect and the flow continues', () => {
    const output = runEngine({
      ...base,
      session: null,
      event: { type: 'start' },
      blocks: welcome([
        {
          type: 'notification',
          to: '221770000000',
          notification: { message: 'Nouveau client : {{full_name}}' },
        },
        { type: 'text', message: 'Merci' },
      ]),
    });
    expect(output.effects).toEqual([
      { kind: 'notify', to: '221770000000', message: 'Nouveau client : Awa Diop' },
    ]);
    expect(texts(output)).toEqual(['Merci']);
  });

  it('variable_insert sets a value (interpolated) used by later elements', () => {
    const output = runEngine({
      ...base,
      session: null,
      event: { type: 'start' },
      blocks: welcome([
        { type: 'variable_insert', variable: 'code', defaultValue: 'C-{{idbot}}' },
        { type: 'text', message: 'Votre code : {{code}}' },
      ]),
    });
    expect(output.variableChanges).toEqual({ code: 'C-bot1' });
    expect(texts(output)).toEqual(['Votre code : C-bot1']);
  });

  it('a redirection jumps to its block; an unknown target ends the turn with a log', () => {
    const output = runEngine({
      ...base,
      session: null,
      event: { type: 'start' },
      blocks: welcome(
        [
          { type: 'redirection', redirection_block: 'suite' },
          { type: 'text', message: 'jamais' },
        ],
        [
          buildBlock('suite', [
            { type: 'text', message: 'Suite' },
            { type: 'redirection', redirection_block: 'absent' },
          ]),
        ],
      ),
    });
    expect(texts(output)).toEqual(['Suite']);
    expect(output.messages[0]?.blockId).toBe('suite');
    expect(output.log).toEqual(['redirection to unknown block "absent": turn ended']);
  });

  it(`a redirection loop stops after ${MAX_STEPS_PER_EVENT} elements with a log line`, () => {
    const output = runEngine({
      ...base,
      session: null,
      event: { type: 'start' },
      blocks: welcome(
        [
          { type: 'text', message: 'ping' },
          { type: 'redirection', redirection_block: 'b' },
        ],
        [buildBlock('b', [{ type: 'redirection', redirection_block: 'accueil' }])],
      ),
    });
    // Each round runs three elements: text, redirection, redirection.
    expect(output.messages).toHaveLength(34);
    expect(output.log).toHaveLength(1);
    expect(output.log[0]).toMatch(/stopped after 100 elements/);
    expect(output.session.position).toBeNull();
  });

  it('sends media, location requests and CTA cards, interpolated', () => {
    const output = runEngine({
      ...base,
      session: null,
      event: { type: 'start' },
      blocks: welcome([
        { type: 'image', link: 'https://f/{{idbot}}.png' },
        { type: 'document', link: 'https://f/doc.pdf' },
        { type: 'audio', link: 'https://f/a.ogg' },
        { type: 'location_request_message', message: 'Où êtes-vous, {{first_name}} ?' },
        {
          type: 'button_link',
          image_header: '',
          body_message: 'Catalogue de {{first_name}}',
          footer_message: '',
          action: { name: 'cta_url', parameters: { display_text: 'Voir', url: 'https://exemple.sn' } },
        },
      ]),
    });
    expect(texts(output)).toEqual([
      '[image] https://f/bot1.png',
      '[document] https://f/doc.pdf',
      '[audio] https://f/a.ogg',
      'Où êtes-vous, Awa ?',
      'Catalogue de Awa',
    ]);
    expect(output.session.position).toBeNull();
  });

  it('does not wait on a text_button without buttons', () => {
    const output = runEngine({
      ...base,
      session: null,
      event: { type: 'start' },
      blocks: welcome([
        { type: 'text_button', message: 'Rien', buttons: [] },
        { type: 'text', message: 'Après' },
      ]),
    });
    expect(texts(output)).toEqual(['Rien', 'Après']);
    expect(output.session.position).toBeNull();
  });

  it('has a welcome-less chatbot say so in the log', () => {
    const output = runEngine({ ...base, session: null, event: { type: 'start' }, blocks: [] });
    expect(output.messages).toEqual([]);
    expect(output.log).toEqual(['no welcome block: nothing to start']);
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
