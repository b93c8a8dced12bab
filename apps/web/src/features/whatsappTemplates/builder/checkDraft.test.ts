import { describe, expect, it } from 'vitest';
import { checkDraft } from './checkDraft';
import { draftContent, emptyDraft, nextVariable, previewOf, type TemplateDraft } from './templateDraft';

const auth = {
  body: (code: string) => `*${code}* est votre code de vérification.`,
  security: 'Pour votre sécurité, ne communiquez ce code à personne.',
  expiry: (minutes: number) => `Ce code expire dans ${minutes} minutes.`,
  copyCode: 'Copier le code',
};

function draft(patch: Partial<TemplateDraft> = {}): TemplateDraft {
  return {
    ...emptyDraft(),
    name: 'promo_tabaski',
    body: 'Bonjour {{1}}, -20 % sur {{2}} ce week-end !',
    examples: { '1': 'Awa', '2': 'les boubous' },
    ...patch,
  };
}

describe('checkDraft', () => {
  it('accepts a complete marketing template', () => {
    expect(checkDraft(draft())).toEqual({});
  });

  it('says in French what Meta refuses in a name', () => {
    expect(checkDraft(draft({ name: 'Promo' })).name).toMatch(/minuscules/);
    expect(checkDraft(draft({ name: 'promo tabaski' })).name).toMatch(/espaces/);
    expect(checkDraft(draft({ name: 'a'.repeat(513) })).name).toMatch(/512/);
    expect(checkDraft(draft({ name: 'promo-été' })).name).toMatch(/sans accent/);
    expect(checkDraft(draft({ name: '' })).name).toBeDefined();
  });

  it('does not check the name and language of a template being edited (they never change)', () => {
    expect(checkDraft(draft({ name: 'Ancien Nom' }), { editing: true })).toEqual({});
  });

  it('asks an example for each variable of the body, on its own field', () => {
    const errors = checkDraft(draft({ examples: { '1': 'Awa', '2': ' ' } }));
    expect(Object.keys(errors)).toEqual(['body.examples.2']);
    expect(checkDraft(draft({ examples: {} }))['body.examples']).toMatch(/exemples/);
  });

  it('refuses numbered variables that skip a number, mixed formats, a variable at the edge', () => {
    expect(
      checkDraft(draft({ body: 'Bonjour {{1}} et {{3}} !', examples: { '1': 'a', '3': 'b' } }))['body.text'],
    ).toMatch(/se suivre/);
    expect(
      checkDraft(draft({ body: 'Bonjour {{prenom}} !', examples: { prenom: 'Awa' } }))['body.text'],
    ).toMatch(/pas les deux/);
    expect(
      checkDraft(draft({ body: '{{1}}, votre commande est prête', examples: { '1': 'Awa' } }))['body.text'],
    ).toMatch(/commencer ni finir/);
  });

  it('accepts named variables when the format is named', () => {
    expect(
      checkDraft(
        draft({ parameterFormat: 'NAMED', body: 'Bonjour {{prenom}} !', examples: { prenom: 'Awa' } }),
      ),
    ).toEqual({});
  });

  it('checks the header: one variable with its example, a media file, 60 characters', () => {
    expect(
      checkDraft(draft({ headerFormat: 'TEXT', headerText: 'Offre {{1}}' }))['header.example'],
    ).toBeDefined();
    expect(checkDraft(draft({ headerFormat: 'TEXT', headerText: '{{1}} {{2}}' }))['header.text']).toMatch(
      /une seule/,
    );
    expect(checkDraft(draft({ headerFormat: 'TEXT', headerText: 'x'.repeat(61) }))['header.text']).toMatch(
      /60/,
    );
    expect(checkDraft(draft({ headerFormat: 'IMAGE' }))['header.media']).toBeDefined();
    expect(checkDraft(draft({ headerFormat: 'IMAGE', headerMedia: '/files/promo.png' }))).toEqual({});
  });

  it("checks the buttons within Meta's limits", () => {
    const url = { type: 'URL' as const, text: 'Voir', url: 'https://boutique.sn/c/{{1}}', example: '' };
    expect(checkDraft(draft({ buttons: [url] }))['buttons.0.example']).toBeDefined();
    expect(checkDraft(draft({ buttons: [{ ...url, example: 'https://boutique.sn/c/123' }] }))).toEqual({});
    expect(checkDraft(draft({ buttons: [{ ...url, url: 'boutique.sn' }] }))['buttons.0.url']).toMatch(
      /https/,
    );
    expect(
      checkDraft(draft({ buttons: [{ type: 'PHONE_NUMBER', text: 'Appeler', phone_number: '12' }] }))[
        'buttons.0.phone_number'
      ],
    ).toBeDefined();
    expect(
      checkDraft(draft({ buttons: [{ type: 'QUICK_REPLY', text: 'x'.repeat(26) }] }))['buttons.0.text'],
    ).toMatch(/25/);
    const three = Array.from({ length: 3 }, () => ({ ...url, example: 'https://boutique.sn/c/1' }));
    expect(checkDraft(draft({ buttons: three })).buttons).toBeDefined();
    expect(
      checkDraft(draft({ category: 'UTILITY', buttons: [{ type: 'COPY_CODE', example: 'TABASKI20' }] }))[
        'buttons.0.type'
      ],
    ).toMatch(/Marketing/);
  });

  it('sends an authentication template in the shape Meta fixes', () => {
    const value = draft({ category: 'AUTHENTICATION', headerFormat: 'TEXT', headerText: 'ignoré' });
    expect(checkDraft(value)).toEqual({});
    expect(draftContent(value)).toMatchObject({ header: null, body: null, buttons: [{ type: 'OTP' }] });
    expect(
      checkDraft({ ...value, codeExpiration: 120 })['authentication.code_expiration_minutes'],
    ).toBeDefined();
  });

  it('sends only the examples of the variables still in the body', () => {
    const content = draftContent(
      draft({ body: 'Bonjour {{1}} !', examples: { '1': ' Awa ', '2': 'vieux' } }),
    );
    expect(content.body).toEqual({ text: 'Bonjour {{1}} !', examples: { '1': 'Awa' } });
  });
});

describe('nextVariable', () => {
  it('numbers after the highest one, or names the first free variable_n', () => {
    expect(nextVariable('Bonjour', 'POSITIONAL')).toBe('{{1}}');
    expect(nextVariable('{{1}} et {{3}}', 'POSITIONAL')).toBe('{{4}}');
    expect(nextVariable('{{variable_1}}', 'NAMED')).toBe('{{variable_2}}');
  });
});

describe('previewOf', () => {
  it('replaces variables by their examples and keeps the missing ones visible', () => {
    const preview = previewOf(draft({ examples: { '1': 'Awa' } }), auth);
    expect(preview.body).toBe('Bonjour Awa, -20 % sur {{2}} ce week-end !');
  });

  it('draws the header, the footer and the buttons', () => {
    const preview = previewOf(
      draft({
        headerFormat: 'TEXT',
        headerText: 'Offre {{1}}',
        headerExample: 'Tabaski',
        footer: 'Répondez STOP pour ne plus recevoir',
        buttons: [
          { type: 'QUICK_REPLY', text: 'Je veux' },
          { type: 'COPY_CODE', example: 'TABASKI20' },
        ],
      }),
      auth,
    );
    expect(preview.header).toEqual({ kind: 'text', text: 'Offre Tabaski' });
    expect(preview.footer).toBe('Répondez STOP pour ne plus recevoir');
    expect(preview.buttons).toEqual([
      { type: 'QUICK_REPLY', text: 'Je veux' },
      { type: 'COPY_CODE', text: 'Copier le code' },
    ]);
  });

  it("shows an authentication template in Meta's words", () => {
    const preview = previewOf(draft({ category: 'AUTHENTICATION', codeExpiration: 5 }), auth);
    expect(preview.body).toBe(
      '*483920* est votre code de vérification. Pour votre sécurité, ne communiquez ce code à personne.',
    );
    expect(preview.footer).toBe('Ce code expire dans 5 minutes.');
    expect(preview.buttons).toEqual([{ type: 'OTP', text: 'Copier le code' }]);
  });
});
