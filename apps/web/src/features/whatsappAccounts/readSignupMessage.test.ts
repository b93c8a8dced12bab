import { describe, expect, it } from 'vitest';
import { readSignupMessage } from './readSignupMessage';

const event = (body: object) => JSON.stringify({ type: 'WA_EMBEDDED_SIGNUP', ...body });

describe('readSignupMessage', () => {
  it('reads FINISH data from facebook.com', () => {
    expect(
      readSignupMessage(
        'https://www.facebook.com',
        event({ event: 'FINISH', data: { phone_number_id: '1', waba_id: '2', business_id: '3' } }),
        [],
      ),
    ).toEqual({
      kind: 'finish',
      event: 'FINISH',
      data: { phone_number_id: '1', waba_id: '2', business_id: '3' },
    });
  });

  it('accepts the simulator only when the server names it', () => {
    const body = event({ event: 'FINISH_ONLY_WABA', data: { waba_id: '2' } });
    expect(readSignupMessage('http://127.0.0.1:4010', body, [])).toBeNull();
    expect(readSignupMessage('http://127.0.0.1:4010', body, ['http://127.0.0.1:4010'])).toMatchObject({
      kind: 'finish',
      data: { waba_id: '2' },
    });
  });

  it('ignores other origins, objects, other types and bad JSON', () => {
    const body = event({ event: 'FINISH', data: {} });
    expect(readSignupMessage('https://evil-facebook.com', body, [])).toBeNull();
    expect(readSignupMessage('http://www.facebook.com', body, [])).toBeNull();
    expect(readSignupMessage('https://www.facebook.com', { type: 'WA_EMBEDDED_SIGNUP' }, [])).toBeNull();
    expect(readSignupMessage('https://www.facebook.com', '{"type":"OTHER","event":"FINISH"}', [])).toBeNull();
    expect(readSignupMessage('https://www.facebook.com', '{oops', [])).toBeNull();
  });

  it('turns CANCEL and ERROR into the spec’s texts', () => {
    expect(
      readSignupMessage(
        'https://www.facebook.com',
        event({ event: 'CANCEL', data: { current_step: 'PHONE_NUMBER_SETUP' } }),
        [],
      ),
    ).toEqual({
      kind: 'cancel',
      message: 'Configuration abandonnée à l’étape : ajout du numéro de téléphone',
    });
    // A step code we do not know is never shown raw.
    expect(
      readSignupMessage(
        'https://www.facebook.com',
        event({ event: 'CANCEL', data: { current_step: 'SOME_NEW_STEP' } }),
        [],
      ),
    ).toEqual({ kind: 'cancel', message: 'Configuration abandonnée avant la fin' });
    expect(
      readSignupMessage(
        'https://www.facebook.com',
        event({ event: 'CANCEL', data: { error_message: 'Boom' } }),
        [],
      ),
    ).toEqual({ kind: 'cancel', message: 'Erreur : Boom' });
    expect(
      readSignupMessage(
        'https://business.facebook.com',
        event({ event: 'ERROR', data: { error_message: 'x' } }),
        [],
      ),
    ).toEqual({ kind: 'error', message: 'Erreur : x' });
  });
});
