import { describe, expect, it } from 'vitest';
import { buildBlock, conversation, texts } from './engineTestKit';
import type { EngineBlock } from './engineTypes';
import { MAX_STEPS_PER_EVENT } from './executeBlock';
import { runEngine } from './runEngine';
import { globals, variables } from './runEngineFixtures';

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
      'Catalogue de Awa',
    ]);
    expect(output.session.position).toBeNull();
  });

  it('a location request waits for the location, keeps it as last_input, then goes on', () => {
    const chat = conversation({
      ...base,
      blocks: welcome([
        { type: 'location_request_message', message: 'Où êtes-vous, {{first_name}} ?' },
        { type: 'text', message: 'Livraison vers {{last_input}}' },
      ]),
    });
    const asked = chat.send({ type: 'start' });
    expect(texts(asked)).toEqual(['Où êtes-vous, Awa ?']);
    expect(asked.session.position).toMatchObject({ waitingFor: 'location', misses: 0 });

    const shared = chat.send({
      type: 'location',
      latitude: 14.6928,
      longitude: -17.4467,
      name: 'Médina, Dakar',
      address: 'Rue 22, Médina',
    });
    expect(texts(shared)).toEqual(['Livraison vers 14.6928,-17.4467']);
    expect(shared.session.variables.last_input).toBe('14.6928,-17.4467');
    expect(shared.session.position).toBeNull();
  });

  it('asks for the location once more on other input, then hands over to the default block', () => {
    const chat = conversation({
      ...base,
      blocks: welcome([
        { type: 'location_request_message', message: 'Partagez votre position' },
        { type: 'text', message: 'Merci' },
      ]),
    });
    chat.send({ type: 'start' });
    const again = chat.send({ type: 'text', text: 'Médina' });
    expect(texts(again)).toEqual(['Partagez votre position']);
    expect(again.session.position).toMatchObject({ waitingFor: 'location', misses: 1 });
    const fallback = chat.send({ type: 'text', text: 'Rue 22' });
    expect(texts(fallback)).toEqual(['Par défaut']);
  });

  it('neither sends nor waits on a text_button without buttons (incomplete)', () => {
    const output = runEngine({
      ...base,
      session: null,
      event: { type: 'start' },
      blocks: welcome([
        { type: 'text_button', message: 'Rien', buttons: [] },
        { type: 'text', message: 'Après' },
      ]),
    });
    expect(texts(output)).toEqual(['Après']);
    expect(output.skipped[0]?.problems).toEqual(['Le message n’a aucun bouton.']);
    expect(output.session.position).toBeNull();
  });

  it('has a welcome-less chatbot say so in the log', () => {
    const output = runEngine({ ...base, session: null, event: { type: 'start' }, blocks: [] });
    expect(output.messages).toEqual([]);
    expect(output.log).toEqual(['no welcome block: nothing to start']);
  });
});
