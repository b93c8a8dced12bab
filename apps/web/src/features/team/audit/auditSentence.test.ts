import type { AuditEvent } from '@griot/contract/workspaces/workspaceSchemas';
import { AUDIT_EVENT_TYPES } from '@griot/contract/workspaces/workspaceSchemas';
import { afterEach, describe, expect, it } from 'vitest';
import { switchLanguage } from '../../../lib/i18n/displayLanguage';
import { AUDIT_GROUPS } from './auditEventGroups';
import { auditSentence } from './auditSentence';
import { auditTexts } from './auditTexts';

function event(overrides: Partial<AuditEvent>): AuditEvent {
  return {
    id: '00000000-0000-4000-8000-000000000e01',
    at: '2026-11-20T10:00:00.000Z',
    type: 'flow.published',
    actor: { id: '00000000-0000-4000-8000-0000000000a1', name: 'Awa Diop' },
    actor_name: 'Awa Diop',
    subject: 'Catalogue',
    details: { chatbot: 'Boutique Téranga', revision: 4 },
    ...overrides,
  };
}

const sentence = (overrides: Partial<AuditEvent>) => auditSentence(auditTexts, event(overrides));

describe('the audit log’s sentences', () => {
  afterEach(() => switchLanguage('fr'));

  it('say each event in French, with its facts', () => {
    expect(sentence({})).toBe('Awa Diop a publié le flux « Catalogue » de Boutique Téranga');
    expect(sentence({ type: 'flow.restored', details: { chatbot: 'Boutique Téranga', revision: 3 } })).toBe(
      'Awa Diop a restauré la version 3 du flux « Catalogue » de Boutique Téranga',
    );
    expect(
      sentence({
        type: 'broadcast.started',
        subject: 'promo_tabaski',
        details: { chatbot: 'Boutique Téranga', recipients: 1 },
      }),
    ).toBe('Awa Diop a lancé la diffusion « promo_tabaski » de Boutique Téranga (1 destinataire)');
    expect(
      sentence({
        type: 'broadcast.cancelled',
        subject: 'promo_tabaski',
        details: { chatbot: 'Boutique Téranga' },
      }),
    ).toBe('Awa Diop a annulé la diffusion « promo_tabaski » de Boutique Téranga');
    const number = { subject: '+221 78 000 33 44' };
    expect(sentence({ ...number, type: 'number.linked', details: { action: 'added', chatbot: null } })).toBe(
      'Awa Diop a ajouté le numéro +221 78 000 33 44',
    );
    expect(
      sentence({
        ...number,
        type: 'number.linked',
        details: { action: 'associated', chatbot: 'Boutique Téranga' },
      }),
    ).toBe('Awa Diop a associé le numéro +221 78 000 33 44 au chatbot Boutique Téranga');
    expect(
      sentence({
        type: 'number.linked',
        subject: '@teranga_bot',
        details: { action: 'connected', chatbot: 'Téranga' },
      }),
    ).toBe('Awa Diop a connecté le bot Telegram @teranga_bot au chatbot Téranga');
    expect(
      sentence({
        ...number,
        type: 'number.removed',
        details: { action: 'dissociated', chatbot: 'Boutique Téranga' },
      }),
    ).toBe('Awa Diop a dissocié le numéro +221 78 000 33 44 du chatbot Boutique Téranga');
    expect(sentence({ ...number, type: 'number.removed', details: { action: 'deleted' } })).toBe(
      'Awa Diop a supprimé le numéro +221 78 000 33 44',
    );
    expect(
      sentence({ type: 'member.invited', subject: 'fatou@teranga.sn', details: { role: 'agent' } }),
    ).toBe('Awa Diop a invité fatou@teranga.sn comme agent');
    expect(
      sentence({
        type: 'member.role_changed',
        subject: 'Fatou Sow',
        details: { from: 'agent', to: 'editor' },
      }),
    ).toBe('Awa Diop a changé le rôle de Fatou Sow : agent → éditeur');
    expect(
      sentence({ type: 'workspace.renamed', subject: 'Téranga', details: { from: 'Téranga Shop' } }),
    ).toBe('Awa Diop a renommé l’espace « Téranga Shop » en « Téranga »');
    expect(sentence({ type: 'data.exported', subject: 'Awa Diop', details: { scope: 'account' } })).toBe(
      'Awa Diop a exporté les données du compte',
    );
  });

  it('say the plans and the message templates, with their time and number', () => {
    const chatbot = 'Boutique Téranga';
    expect(
      sentence({
        type: 'broadcast.planned',
        subject: 'Tabaski',
        // 08:00 UTC is 09:00 in Paris, where the plan was entered: the sentence says 09:00.
        details: { chatbot, scheduled_at: '2026-11-21T08:00:00.000Z', time_zone: 'Europe/Paris' },
      }),
    ).toBe('Awa Diop a programmé la diffusion « Tabaski » de Boutique Téranga pour le 21 nov. 2026, 09:00');
    expect(
      sentence({
        type: 'broadcast.recurring_created',
        subject: 'Lundi',
        details: { chatbot, frequency: 'weekly', time: '10:00' },
      }),
    ).toBe('Awa Diop a créé la diffusion récurrente « Lundi » de Boutique Téranga (chaque semaine à 10:00)');
    expect(sentence({ type: 'broadcast.plan_cancelled', subject: 'Lundi', details: { chatbot } })).toBe(
      'Awa Diop a annulé la diffusion programmée « Lundi » de Boutique Téranga',
    );
    const template = { subject: 'promo_noel', details: { account: '+221 77 000 00 00', language: 'fr' } };
    expect(sentence({ ...template, type: 'template.created' })).toBe(
      'Awa Diop a créé le modèle « promo_noel » (fr) du numéro +221 77 000 00 00 et l’a soumis à Meta',
    );
    expect(sentence({ ...template, type: 'template.deleted' })).toBe(
      'Awa Diop a supprimé le modèle « promo_noel » du numéro +221 77 000 00 00, dans toutes ses langues',
    );
    // Griot's own start of a planned run.
    expect(
      sentence({
        actor: null,
        actor_name: '',
        type: 'broadcast.started',
        subject: 'Lundi',
        details: { chatbot, recipients: 2, plan_id: 'p' },
      }),
    ).toBe('Griot a lancé la diffusion « Lundi » de Boutique Téranga (2 destinataires)');
  });

  it('keep the name of a deleted account, and name Griot when no one acted', () => {
    expect(
      sentence({ actor: null, actor_name: 'Moussa Sarr', type: 'chatbot.deleted', subject: 'Ancien bot' }),
    ).toBe('Moussa Sarr a supprimé le chatbot Ancien bot');
    expect(sentence({ actor: null, actor_name: '', type: 'chatbot.deleted', subject: 'Ancien bot' })).toBe(
      'Griot a supprimé le chatbot Ancien bot',
    );
  });

  it('read in English once switched', async () => {
    await switchLanguage('en');
    expect(sentence({})).toBe('Awa Diop published the “Catalogue” flow of Boutique Téranga');
    expect(
      sentence({
        type: 'broadcast.started',
        subject: 'promo_tabaski',
        details: { chatbot: 'Boutique Téranga', recipients: 120 },
      }),
    ).toBe('Awa Diop started the “promo_tabaski” broadcast of Boutique Téranga (120 recipients)');
    expect(
      sentence({ type: 'member.invited', subject: 'fatou@teranga.sn', details: { role: 'admin' } }),
    ).toBe('Awa Diop invited fatou@teranga.sn as an administrator');
    expect(
      sentence({
        type: 'template.edited',
        subject: 'promo_noel',
        details: { account: '+221 77 000 00 00', language: 'en_US' },
      }),
    ).toBe(
      'Awa Diop edited the “promo_noel” template (en_US) of the number +221 77 000 00 00 and submitted it to Meta again',
    );
  });

  it('exist for every event type of the contract, each in one group of the filter', () => {
    const grouped = AUDIT_GROUPS.flatMap((group) => group.types);
    expect(new Set(grouped).size).toBe(grouped.length);
    expect([...grouped].sort()).toEqual([...AUDIT_EVENT_TYPES].sort());
    for (const type of AUDIT_EVENT_TYPES) {
      expect(sentence({ type })).toContain('Awa Diop');
      expect(auditTexts.types[type]).not.toBe('');
    }
  });
});
