import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** Every catalogue is `<folder>/i18n/<language>.ts`. */
const CATALOG_FILE = /[\\/]i18n[\\/](fr|en|es)\.ts$/;

function compileTree(node: unknown, path: string): unknown {
  if (typeof node === 'string') {
    try {
      return compileMessageOrThrow(node);
    } catch (error) {
      throw new Error(`${path}: message ICU invalide (${(error as Error).message})`);
    }
  }
  if (!node || typeof node !== 'object') throw new Error(`${path}: ni un texte ni un groupe de textes`);
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, compileTree(value, `${path}.${key}`)]),
  );
}

/**
 * Compiles the catalogues' ICU messages at build time, so the browser ships the compiled form and
 * no MessageFormat parser (Lingui's own compiler, the one its CLI runs). Runs after the TypeScript
 * transform: a catalogue is a self-contained module whose default export is its texts.
 */
export function catalogPlugin(): Plugin {
  return {
    name: 'griot-i18n-catalogs',
    enforce: 'post',
    transform(code, id) {
      const file = id.split('?')[0] ?? id;
      if (!CATALOG_FILE.test(file)) return undefined;
      if (/^\s*import\s/m.test(code)) throw new Error(`${file}: un catalogue n’importe rien à l’exécution`);
      const body = code.replace(/export\s+default\s+/, 'return ');
      const texts = new Function(body)();
      return { code: `export default ${JSON.stringify(compileTree(texts, file))};`, map: null };
    },
  };
}
