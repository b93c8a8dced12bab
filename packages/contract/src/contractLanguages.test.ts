import { setLanguageSource } from '@griot/i18n/currentLanguage';
import type { DisplayLanguage } from '@griot/i18n/languages';
import { loadEveryLanguage } from '@griot/i18n/texts';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { accountMessages } from './account/accountMessages';
import { loginInput, registrationCheckInput } from './auth/authSchemas';
import { silentReasons } from './chatbots/silentReasons';
import { flowElementSchema } from './flows/flowElementSchemas';
import { knowledgeMessages } from './knowledge/knowledgeMessages';
import { localDecimal } from './localNumbers';
import { messages } from './messages';
import { useLocalizedZodErrors } from './zodErrors';

let language: DisplayLanguage = 'fr';
beforeAll(async () => {
  setLanguageSource(() => language);
  useLocalizedZodErrors();
  await loadEveryLanguage();
});
afterEach(() => {
  language = 'fr';
});

function firstMessage(result: { success: boolean; error?: z.ZodError }): string | undefined {
  return result.error?.issues[0]?.message;
}

describe('the contract in the caller’s language', () => {
  it('gives a schema’s own message in the language of the parse, not of the schema’s creation', () => {
    const missingPassword = { email: 'awa@example.com', password: '' };
    expect(firstMessage(loginInput.safeParse(missingPassword))).toBe('Email ou mot de passe manquant');
    language = 'en';
    expect(firstMessage(loginInput.safeParse(missingPassword))).toBe('Email or password missing');
    language = 'es';
    expect(firstMessage(loginInput.safeParse(missingPassword))).toBe('Falta el email o la contraseña');
  });

  it('reads messages made by helpers and refinements lazily too', () => {
    const card = {
      type: 'button_link',
      image_header: '',
      body_message: 'Nos offres',
      footer_message: '',
      action: { name: 'cta_url', parameters: { display_text: 'Voir', url: 'ftp://x' } },
    };
    language = 'en';
    expect(firstMessage(flowElementSchema.safeParse(card))).toBe(
      'The button URL must start with http:// or https://',
    );
    const identity = { firstname: '', lastname: 'Ba', company: 'Téranga', email: 'a@b.sn' };
    const issues = registrationCheckInput.safeParse({ ...identity, country: 'SN', phoneNumber: '77' }).error
      ?.issues;
    expect(issues?.map((issue) => issue.message)).toContain('First name is required');
  });

  it('gives zod’s own messages in the caller’s language where a schema has none', () => {
    const schema = z.object({ count: z.number() });
    expect(firstMessage(schema.safeParse({ count: 'trois' }))).toMatch(/^Entrée invalide/);
    language = 'en';
    expect(firstMessage(schema.safeParse({ count: 'trois' }))).toMatch(/^Invalid input: expected number/);
    language = 'es';
    expect(firstMessage(schema.safeParse({ count: 'trois' }))).toMatch(/^Entrada inválida/);
  });

  it('counts with the plural rules of each language', () => {
    const attempts = (minutes: number) => messages.common.tooManyAttempts({ minutes });
    expect(attempts(1)).toBe('Trop de tentatives. Veuillez réessayer dans 1 minute.');
    expect(attempts(5)).toBe('Trop de tentatives. Veuillez réessayer dans 5 minutes.');
    language = 'en';
    expect(attempts(1)).toBe('Too many attempts. Please try again in 1 minute.');
    expect(attempts(5)).toBe('Too many attempts. Please try again in 5 minutes.');
    language = 'es';
    expect(attempts(1)).toBe('Demasiados intentos. Inténtalo de nuevo dentro de 1 minuto.');
    expect(attempts(5)).toBe('Demasiados intentos. Inténtalo de nuevo dentro de 5 minutos.');
  });

  it('keeps the exact cases of the French messages that counted by hand', () => {
    const revoked = (count: number) => accountMessages.otherSessionsRevoked({ count });
    expect([0, 1, 3].map(revoked)).toEqual([
      'Aucune autre session ouverte',
      '1 autre session déconnectée',
      '3 autres sessions déconnectées',
    ]);
    expect(messages.flows.savedIncomplete({ count: 0 })).toMatch(
      /^Flux enregistré comme brouillon : 0 éléments sont/,
    );
    language = 'en';
    expect([0, 1, 3].map(revoked)).toEqual([
      'No other open sessions',
      '1 other session logged out',
      '3 other sessions logged out',
    ]);
    expect(knowledgeMessages.testBudgetDay({ hours: 1 })).toBe(
      'Daily limit of assistant tests reached: try again in 1 hour',
    );
  });

  it('says why a chatbot stays silent in the caller’s language', () => {
    const blocks = [
      { category: 'welcome' as const, flow: [], jarvis: false },
      {
        category: 'commerce' as const,
        flow: [{ type: 'text', message: ' ' }, { type: 'list' }],
        jarvis: false,
      },
    ];
    expect(silentReasons(blocks)).toEqual([
      'le flux de bienvenue est vide.',
      'le flux par défaut est vide, les messages hors scénario resteront sans réponse.',
      'aucun élément du flux commerce n’est complet.',
    ]);
    language = 'en';
    expect(silentReasons(blocks)).toEqual([
      'the welcome flow is empty.',
      'the default flow is empty, so messages outside the script will get no reply.',
      'no element of the commerce flow is complete.',
    ]);
    language = 'es';
    expect(
      silentReasons([
        {
          category: 'default',
          flow: [
            { type: 'text', message: '' },
            { type: 'text', message: 'Hola' },
          ],
          jarvis: false,
        },
      ]),
    ).toEqual([
      'el flujo de bienvenida está vacío.',
      'el flujo por defecto tiene 1 elemento incompleto, que no se enviará.',
    ]);
  });

  it('writes numbers the way each language does', () => {
    expect(knowledgeMessages.promptTooLong({ tokens: 51234 })).toBe(
      'Le prompt système compte 51\u202F234 tokens : 50 000 au maximum',
    );
    expect(messages.uploads.tooLarge({ size: localDecimal(5, 1), limit: 5 })).toBe(
      'Fichier trop volumineux (5,0 Mo) : 5 Mo maximum',
    );
    language = 'en';
    expect(knowledgeMessages.promptTooLong({ tokens: 51234 })).toBe(
      'The system prompt has 51,234 tokens: 50,000 at most',
    );
    expect(messages.uploads.tooLarge({ size: localDecimal(5, 1), limit: 5 })).toBe(
      'File too large (5.0 MB): 5 MB maximum',
    );
  });
});
