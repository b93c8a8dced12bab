import { type I18n, setupI18n } from '@lingui/core';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';
import type { Catalog, MessageValues, Texts, TranslationLoader } from './catalog';
import { currentLanguage } from './currentLanguage';
import { type DisplayLanguage, INTL_LOCALES, LANGUAGES, type Language } from './languages';
import { pseudoLocalize } from './pseudoLocalize';

type Compiler = (message: string, mapText?: (text: string) => string) => CompiledMessage;
/** A leaf as a catalogue module holds it: ICU source, or compiled ahead by the web build. */
type StoredMessage = string | CompiledMessage;

interface Entry {
  namespace: string;
  source: Catalog;
  loaders: Partial<Record<Language, TranslationLoader>>;
  loaded: Set<DisplayLanguage>;
  pending: Map<DisplayLanguage, Promise<void>>;
  /** When a download last failed: the screens read French until it is tried again. */
  failedAt: Map<DisplayLanguage, number>;
}

/** How long a failed download is not retried: offline, a screen must not ask at every render. */
const RETRY_AFTER_MS = 30_000;

let compiler: Compiler | undefined;
const entries = new Map<string, Entry>();
const entryOfTexts = new WeakMap<object, Entry>();
const loadListeners = new Set<(language: DisplayLanguage) => void>();
/** One Lingui instance per language: the server answers several languages at once. */
const instances = new Map<DisplayLanguage, I18n>();

/** Set by `runtimeCompiler.ts` where catalogues are read from source. */
export function registerMessageCompiler(next: Compiler): void {
  compiler = next;
}

function instanceFor(language: DisplayLanguage): I18n {
  let instance = instances.get(language);
  if (!instance) {
    const locale = INTL_LOCALES[language];
    instance = setupI18n({ locale, messages: { [locale]: {} } });
    instances.set(language, instance);
  }
  return instance;
}

function isCompiled(message: StoredMessage): message is CompiledMessage {
  return Array.isArray(message);
}

function compile(message: StoredMessage, mapText?: (text: string) => string): CompiledMessage {
  if (isCompiled(message)) return mapText ? mapCompiled(message, mapText) : message;
  // Plain text needs no parser: no placeholder, no ICU quote.
  if (!mapText && !/[{}]|''/.test(message)) return [message];
  if (!compiler) throw new Error(`Catalogue non compilé : importer @griot/i18n/runtimeCompiler (${message})`);
  return compiler(message, mapText);
}

/** The pseudo-locale of a message the web build compiled: its literal parts only. */
function mapCompiled(message: CompiledMessage, mapText: (text: string) => string): CompiledMessage {
  return message.map((token) => {
    if (typeof token === 'string') return mapText(token);
    const [name, type, format] = token;
    if (!format || typeof format !== 'object') return token;
    const choices: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(format))
      choices[key] = Array.isArray(value) ? mapCompiled(value as CompiledMessage, mapText) : value;
    return [name, type, choices];
  }) as CompiledMessage;
}

function isLeaf(value: unknown): value is StoredMessage {
  return typeof value === 'string' || Array.isArray(value);
}

function flatten(node: object, prefix: string, out: Record<string, StoredMessage>): void {
  for (const [key, value] of Object.entries(node)) {
    const id = `${prefix}.${key}`;
    if (isLeaf(value)) out[id] = value;
    else if (value && typeof value === 'object') flatten(value, id, out);
  }
}

function loadInto(entry: Entry, language: DisplayLanguage, catalog: object): void {
  const flat: Record<string, StoredMessage> = {};
  flatten(catalog, entry.namespace, flat);
  const compiled: Record<string, CompiledMessage> = {};
  const mapText = language === 'pseudo' ? pseudoLocalize : undefined;
  for (const [id, message] of Object.entries(flat)) compiled[id] = compile(message, mapText);
  instanceFor(language).load(INTL_LOCALES[language], compiled);
  entry.loaded.add(language);
}

/**
 * Told each time a catalogue's translation arrives (downloaded): a screen that read it before (in French, the
 * fallback) renders again with it.
 */
export function onTranslationLoaded(listener: (language: DisplayLanguage) => void): () => void {
  loadListeners.add(listener);
  return () => loadListeners.delete(listener);
}

/** Loads synchronously what needs no download: French (the source) and the pseudo-locale. */
function loadBuiltIn(entry: Entry, language: DisplayLanguage): boolean {
  if (entry.loaded.has(language)) return true;
  if (language !== 'fr' && language !== 'pseudo') return false;
  loadInto(entry, language, entry.source);
  return true;
}

function format(entry: Entry, id: string, values?: MessageValues): string {
  let language = currentLanguage();
  // A translation not downloaded yet reads French rather than a key, and is fetched: when it
  // arrives, onTranslationLoaded tells the screens to read again.
  if (!loadBuiltIn(entry, language)) {
    void ensureEntryLoaded(entry, language);
    language = 'fr';
    loadBuiltIn(entry, language);
  }
  return instanceFor(language)._(`${entry.namespace}.${id}`, values as Record<string, unknown>);
}

function takesValues(message: StoredMessage): boolean {
  if (!isCompiled(message)) return message.includes('{');
  return message.some((token) => typeof token !== 'string' || token.includes('{'));
}

function buildTree(entry: Entry, node: object, prefix: string): object {
  const tree: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (isLeaf(value)) {
      if (takesValues(value)) tree[key] = (values: MessageValues) => format(entry, id, values);
      else Object.defineProperty(tree, key, { enumerable: true, get: () => format(entry, id) });
    } else if (value && typeof value === 'object') tree[key] = buildTree(entry, value, id);
  }
  return Object.freeze(tree);
}

/**
 * A feature's texts: its French catalogue and how to fetch the others. Each leaf is read in the
 * language being shown at the moment it is read (the request's on the server, the user's in the
 * browser): read it where the text is used, never into a module-level constant.
 */
export function defineTexts<T extends Catalog>(
  namespace: string,
  source: T,
  loaders: Partial<Record<Language, TranslationLoader>>,
): Texts<T> {
  const entry: Entry = {
    namespace,
    source,
    loaders,
    loaded: new Set(),
    pending: new Map(),
    failedAt: new Map(),
  };
  entries.set(namespace, entry);
  const texts = buildTree(entry, source, '');
  entryOfTexts.set(texts, entry);
  return texts as Texts<T>;
}

function markSettled<P extends Promise<void>>(promise: P): P {
  // React's `use` reads these to render at once a promise that has already settled.
  const tracked = promise as P & { status?: string };
  tracked.status = 'pending';
  promise.then(() => {
    tracked.status = 'fulfilled';
  });
  return promise;
}

function ensureEntryLoaded(entry: Entry, language: DisplayLanguage): Promise<void> | undefined {
  if (loadBuiltIn(entry, language)) return undefined;
  const known = entry.pending.get(language);
  if (known) return known;
  const failedAt = entry.failedAt.get(language);
  if (failedAt !== undefined && Date.now() - failedAt < RETRY_AFTER_MS) return undefined;
  const loader = entry.loaders[language as Language];
  const promise = markSettled(
    (loader ? loader() : Promise.resolve({ default: entry.source }))
      .then((module) => {
        loadInto(entry, language, module.default as object);
        // Downloads only: French and the pseudo-locale load while a screen renders, unannounced.
        for (const listener of loadListeners) listener(language);
      })
      .catch(() => {
        // Offline or a stale build: the screen stays French rather than broken, retried later.
        entry.failedAt.set(language, Date.now());
        entry.pending.delete(language);
      }),
  );
  entry.pending.set(language, promise);
  return promise;
}

/** undefined when these texts can be shown in that language now, else the download to wait for. */
export function ensureTextsLoaded(texts: object, language: DisplayLanguage): Promise<void> | undefined {
  const entry = entryOfTexts.get(texts);
  if (!entry) throw new Error('ensureTextsLoaded: not a catalogue made by defineTexts');
  return ensureEntryLoaded(entry, language);
}

/** Downloads a language for every catalogue known so far: before switching to it, at start. */
export async function loadLanguage(language: DisplayLanguage): Promise<void> {
  await Promise.all([...entries.values()].map((entry) => ensureEntryLoaded(entry, language)));
}

/** The server answers in any language: it loads them all before it listens. */
export async function loadEveryLanguage(): Promise<void> {
  for (const language of LANGUAGES) await loadLanguage(language);
}

/** For the catalogue tests: every namespace with its source and loaders. */
export function registeredCatalogs(): ReadonlyArray<Readonly<Entry>> {
  return [...entries.values()];
}
