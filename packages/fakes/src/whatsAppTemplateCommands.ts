import type { CliCommand } from './cliCommands';
import type { WhatsAppFake } from './whatsAppFake';
import type { TemplateEvent } from './whatsAppTemplateStore';

const EVENTS: Record<string, TemplateEvent> = {
  approve: 'APPROVED',
  reject: 'REJECTED',
  pause: 'PAUSED',
  disable: 'DISABLED',
  reinstate: 'REINSTATED',
};

/**
 * The CLI's template commands: Meta's review by hand (`template approve promo_noel fr`,
 * `template reject promo_noel fr TAG_CONTENT_MISMATCH`) and a quality verdict, each pushed as
 * Meta's signed webhook.
 */
export function templateCommands(fake: WhatsAppFake): Record<string, CliCommand> {
  return {
    template: {
      usage:
        'template <approve|reject|pause|disable|reinstate> <name> [language=fr] [reason]  (Meta’s review)',
      words: 2,
      run: (a) => {
        const event = EVENTS[a[0] ?? ''];
        if (!event) throw new Error(`unknown review ${a[0]}: ${Object.keys(EVENTS).join(', ')}`);
        return fake.templates.setStatus({ name: a[1]!, language: a[2] ?? 'fr' }, event, a[3]);
      },
    },
    quality: {
      usage: 'quality <GREEN|YELLOW|RED> <name> [language=fr]  (a template’s quality)',
      words: 2,
      run: (a) =>
        fake.templates.setQuality(
          { name: a[1]!, language: a[2] ?? 'fr' },
          (a[0] ?? 'UNKNOWN').toUpperCase() as 'GREEN' | 'YELLOW' | 'RED',
        ),
    },
  };
}
