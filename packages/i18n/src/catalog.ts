/**
 * The shape of a catalogue: one file per language and feature (`<folder>/i18n/fr.ts`, `en.ts`,
 * `es.ts`), nested objects whose leaves are ICU MessageFormat strings. French is the source,
 * written `as const`; each translation is checked against it with `satisfies Translation<typeof fr>`,
 * so a key missing from English or Spanish, or one they add, fails the typecheck.
 */
export interface Catalog {
  readonly [key: string]: string | Catalog;
}

export type Translation<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : Translation<T[K]>;
};

/** What an ICU message's placeholders are filled with: `{count, plural, …}`, `{name}`. */
export type MessageValues = Readonly<Record<string, string | number | Date>>;

/** A message with a placeholder is a function of its values; any other, a string. */
type Message<S extends string> = S extends `${string}{${string}` ? (values: MessageValues) => string : string;

/** A catalogue as code reads it: every leaf in the language being shown. */
export type Texts<T> = {
  readonly [K in keyof T]: T[K] extends string ? Message<T[K]> : Texts<T[K]>;
};

/** A translation's module, loaded on demand (`() => import('./i18n/en')`). */
export type TranslationLoader = () => Promise<{ default: unknown }>;
