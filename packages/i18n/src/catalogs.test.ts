import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from './languages';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const SEARCHED = [
  'apps/web/src',
  'apps/widget/src',
  'apps/server/src',
  'packages/contract/src',
  // The runtime's own words to end-users.
  'packages/flow-engine/src',
  'packages/channels/src',
];

function catalogFolders(dir: string, out: string[] = []): string[] {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    if (entry.name === 'i18n' && fs.existsSync(path.join(full, 'fr.ts'))) out.push(full);
    else catalogFolders(full, out);
  }
  return out;
}

type Tree = { [key: string]: string | Tree };

function leaves(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const id = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(id, value);
    else for (const [leafId, leaf] of leaves(value, id)) out.set(leafId, leaf);
  }
  return out;
}

/** The names a message fills: `{name}`, `{count, plural, …}` → name, count. */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const visit = (tokens: unknown[]) => {
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , choices] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      if (choices && typeof choices === 'object')
        for (const choice of Object.values(choices)) if (Array.isArray(choice)) visit(choice);
    }
  };
  visit(compileMessageOrThrow(message));
  return [...names].sort();
}

const folders = SEARCHED.flatMap((folder) => catalogFolders(path.join(ROOT, folder)));

describe('the catalogues', () => {
  it('are found', () => {
    expect(folders.length).toBeGreaterThan(0);
  });

  for (const folder of folders) {
    const name = path.relative(ROOT, folder);
    it(`${name}: every key in the three languages, valid ICU, the same placeholders`, async () => {
      const catalogs = await Promise.all(
        LANGUAGES.map(async (language) => {
          const file = path.join(folder, `${language}.ts`);
          expect(fs.existsSync(file), `${name}/${language}.ts`).toBe(true);
          return leaves(((await import(file)) as { default: Tree }).default);
        }),
      );
      const [fr, ...others] = catalogs as [Map<string, string>, ...Map<string, string>[]];
      for (const [index, other] of others.entries()) {
        const language = LANGUAGES[index + 1];
        expect([...other.keys()].sort(), `${name}: keys of ${language}`).toEqual([...fr.keys()].sort());
        for (const [id, source] of fr) {
          const translated = other.get(id) ?? '';
          expect(translated.trim(), `${name} ${language} ${id} is empty`).not.toBe('');
          expect(placeholders(translated), `${name} ${language} ${id}`).toEqual(placeholders(source));
        }
      }
    });
  }
});

describe('the namespaces', () => {
  it('are unique across the apps', () => {
    const namespaces: string[] = [];
    const scan = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) {
          if (!['node_modules', 'dist'].includes(entry.name)) scan(full);
        } else if (/\.tsx?$/.test(entry.name) && !entry.name.includes('.test.')) {
          for (const match of fs.readFileSync(full, 'utf8').matchAll(/defineTexts\(\s*'([^']+)'/g))
            namespaces.push(match[1] as string);
        }
      }
    };
    for (const folder of SEARCHED) scan(path.join(ROOT, folder));
    const repeated = namespaces.filter((namespace, index) => namespaces.indexOf(namespace) !== index);
    expect(repeated).toEqual([]);
  });
});
