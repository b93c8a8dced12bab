import { createHash } from 'node:crypto';
import type { Translation } from '@griot/i18n/catalog';
import { isLanguage, type Language, languageFromAcceptLanguage } from '@griot/i18n/languages';
import en from './i18n/en';
import es from './i18n/es';
import fr from './i18n/fr';
import { readWidgetAsset } from './widgetAssets';

/** The pages are written once per language, so a plain lookup of the typed catalogues. */
const TEXTS: Record<Language, Translation<typeof fr>> = { fr, en, es };

const sha256 = (text: string): string =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The page's script and style: constant (the chatbot id is read from the URL), so their hashes are too. */
const FRAME_SCRIPT = inlineScript(readWidgetAsset('widgetFrame.js'));
const FRAME_STYLE = readWidgetAsset('widgetFrame.css');
/** The page's elements, kept with the script that reads them (apps/widget/src/frame). */
const FRAME_BODY = readWidgetAsset('widgetFrameBody.html');
const NOT_FOUND_STYLE =
  'body{margin:0;display:flex;height:100vh;align-items:center;justify-content:center;font:15px system-ui,sans-serif;color:#54656f;background:#efeae2;text-align:center;padding:16px;box-sizing:border-box}@media (prefers-color-scheme:dark){body{color:#e9edef;background:#0b141a}}';

/** The script goes inside <script>: a "</script" in it would end the element early. */
function inlineScript(script: string): string {
  if (/<\/script/i.test(script))
    throw new Error('widgetFrame.js contient « </script » : il ne peut pas être inclus dans la page');
  return script;
}

/**
 * Strict: scripts and styles only the inlined ones (by hash), requests to our own origin only.
 * Media may come from the chatbot's files (the public URL) or any https link a flow holds.
 * `frame-ancestors *`: any site may embed the chat (what X-Frame-Options DENY forbids).
 */
export function widgetFrameCsp(publicUrl: string): string {
  let publicOrigin = '';
  try {
    publicOrigin = ` ${new URL(publicUrl).origin}`;
  } catch {
    publicOrigin = '';
  }
  return [
    "default-src 'none'",
    `script-src ${sha256(FRAME_SCRIPT)}`,
    `style-src ${sha256(FRAME_STYLE)} ${sha256(NOT_FOUND_STYLE)}`,
    "connect-src 'self'",
    `img-src 'self'${publicOrigin} https: data:`,
    `media-src 'self'${publicOrigin} https:`,
    "base-uri 'none'",
    "form-action 'none'",
    'frame-ancestors *',
  ].join('; ');
}

/**
 * The language a page is written in: the chatbot's 'Langue du widget' when it fixes one, else the
 * first of ours the browser accepts, else French. The frame's script then follows the browser's
 * own list (navigator.languages) when the setting is automatic.
 */
export function pageLanguage(setting: unknown, acceptLanguage: string | string[] | undefined): Language {
  if (isLanguage(setting)) return setting;
  const header = Array.isArray(acceptLanguage) ? acceptLanguage.join(',') : acceptLanguage;
  return languageFromAcceptLanguage(header) ?? 'fr';
}

/**
 * The chat page shown in the widget's iframe (and usable on its own, full page), with the
 * chatbot's setting for its script: `data-widget-language`, 'auto' or the language it fixes.
 */
export function widgetFramePage(language: Language, setting: string): string {
  const fixed = isLanguage(setting) ? setting : 'auto';
  return `<!doctype html>
<html lang="${language}" data-widget-language="${fixed}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="strict-origin-when-cross-origin">
<title>${TEXTS[language].frameTitle}</title>
<style>${FRAME_STYLE}</style>
</head>
<body>
${FRAME_BODY}<script>${FRAME_SCRIPT}</script>
</body>
</html>
`;
}

const notFoundPage = (language: Language) => `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXTS[language].notFound.title}</title>
<style>${NOT_FOUND_STYLE}</style>
</head>
<body>
<p>${TEXTS[language].notFound.text}</p>
</body>
</html>
`;
const NOT_FOUND_PAGES: Record<Language, string> = {
  fr: notFoundPage('fr'),
  en: notFoundPage('en'),
  es: notFoundPage('es'),
};

/** Shown in the iframe when the chatbot id is not one of ours, in the browser's language. */
export function widgetFrameNotFound(language: Language): string {
  return NOT_FOUND_PAGES[language];
}
