import { accountMessages } from '@griot/contract/account/accountMessages';
import type { AccountSession } from '@griot/contract/account/accountSchemas';
import { UAParser } from 'ua-parser-js';

const m = accountMessages.device;

export interface DeviceDescription {
  /** 'Chrome 131 sur Windows', 'Safari sur iPhone', 'Navigateur inconnu'. */
  label: string;
  type: AccountSession['device_type'];
}

/** Names the browser and system behind a User-Agent, in French, for the sessions list. */
export function describeDevice(userAgent: string | null | undefined): DeviceDescription {
  if (!userAgent) return { label: m.unknown, type: 'unknown' };
  const parsed = new UAParser(userAgent).getResult();
  const browserName = parsed.browser.name;
  const major = parsed.browser.major;
  const browser = browserName ? `${browserName}${major ? ` ${major}` : ''}` : undefined;
  const system =
    parsed.device.model && /iPhone|iPad/.test(parsed.device.model) ? parsed.device.model : parsed.os.name;
  const type =
    parsed.device.type === 'mobile'
      ? 'mobile'
      : parsed.device.type === 'tablet'
        ? 'tablet'
        : browser || system
          ? 'desktop'
          : 'unknown';
  if (browser && system) return { label: m.browserOn({ browser, system }), type };
  if (browser) return { label: browser, type };
  if (system) return { label: m.someBrowserOn({ system }), type };
  // Scripts and API clients (curl, an integration) say who they are in a short token.
  const client = /^([\w.-]+)\/[\d.]+/.exec(userAgent)?.[1];
  return { label: client ?? m.unknownBrowser, type: 'unknown' };
}
