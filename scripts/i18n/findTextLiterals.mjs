#!/usr/bin/env node
// Finds the texts a user could read that are written in code instead of a catalogue
// (`<folder>/i18n/<language>.ts`): JSX text, text props (label, title, placeholder…) and string
// literals that read as prose. Run `node scripts/i18n/findTextLiterals.mjs [folders…]` to list them;
// `packages/i18n/src/noTextLiterals.test.ts` fails on any.
//
// What is not a user's text is left alone: imports, types, object keys, logs, thrown Errors on the
// server, tagged templates (SQL), identifiers and CSS values. A line that truly shows no user text
// (a proper noun, a format sample, the businesses' own demo content) carries `i18n-exempt: <why>`
// in a comment on it or on the line above; a whole file, `i18n-exempt-file: <why>` (an LLM's prompt).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const swc = require('@swc/core');

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
/** Where user-visible texts are written: the screens, the widget, the server's answers. */
export const DEFAULT_FOLDERS = ['apps/web/src', 'apps/widget/src', 'apps/server/src'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'test', 'e2e', 'admin', 'faults']);
/** Tests, type declarations, fixtures and the catalogues themselves. */
const SKIPPED_FILE = /\.(test|spec|d)\.tsx?$|[\\/]fixtures?[\\/]|[\\/]i18n[\\/](fr|en|es)\.ts$/;

const TEXT_PROPS = new Set([
  'label',
  'placeholder',
  'title',
  'aria-label',
  'aria-description',
  'aria-valuetext',
  'alt',
  'description',
  'error',
  'message',
  'tooltip',
  'confirmLabel',
  'cancelLabel',
  'nothingFoundMessage',
  'emptyMessage',
  'loadingText',
  'helperText',
  'hint',
  'caption',
  'subtitle',
  'heading',
]);
const CODE_PROPS = new Set([
  'className',
  'style',
  'id',
  'key',
  'type',
  'name',
  'href',
  'to',
  'src',
  'variant',
  'color',
  'c',
  'size',
  'role',
  'autoComplete',
  'inputMode',
  'rel',
  'target',
  'data-testid',
  'htmlFor',
  'mode',
  'method',
  'accept',
  'pattern',
  'fw',
  'ta',
  'tt',
  'ff',
  'justify',
  'align',
  'direction',
  'wrap',
  'position',
  'gradient',
  'radius',
  'shadow',
  'w',
  'h',
  'maw',
  'miw',
  'mah',
  'mih',
  'p',
  'px',
  'py',
  'm',
  'mx',
  'my',
  'mt',
  'mb',
  'ml',
  'mr',
  'pt',
  'pb',
  'pl',
  'pr',
  'bg',
  'bd',
  'lh',
  'fz',
  'display',
  'dataKey',
  'xAxisProps',
  'curveType',
  'orientation',
  'component',
  'loaderProps',
  'transitionProps',
]);
const LOG_CALLEES = /(^|\.)(console|log|logger)\.(info|warn|error|debug|trace|fatal|child)$/;
/** Words that read the same in every language: key names, our brand and the platforms'. */
const NOT_TRANSLATED = new Set([
  'Escape',
  'Enter',
  'Tab',
  'Backspace',
  'Delete',
  'ArrowUp',
  'ArrowDown',
  'ArrowLeft',
  'ArrowRight',
  'Home',
  'End',
  'PageUp',
  'PageDown',
  'Griot',
  'GRIOT IA',
  'WhatsApp',
  'WhatsApp Business',
  'Telegram',
  'Messenger',
  'Facebook',
  'Meta',
  'Web',
  'Bearer',
  'Helvetica',
  'Inter',
]);
/** On the server most literals are logs and internal reasons in English: French prose is a user's. */
const FRENCH_WORDS = /\b(le|la|les|de|des|du|un|une|est|pour|dans|sur|au|aux|avec|votre|vos|pas|veuillez)\b/i;

function readsAsProse(text) {
  const t = text.trim();
  if (NOT_TRANSLATED.has(t)) return false;
  if (!/\p{L}{2}/u.test(t)) return false;
  if (/var\(--|calc\(|\d(px|rem|em|vh|vw|%)\b|^#[0-9a-f]{3,8}$|^https?:|^\/|^\.\.?\//i.test(t)) return false;
  if (/^[\w.:/@#-]+$/.test(t) && /[-_.:/@#]/.test(t)) return false; // ids, keys, paths, mime types
  if (/^[a-z][a-zA-Z0-9]*$/.test(t)) return false; // camelCase identifiers, lower-case words
  if (/^[A-Z0-9_]+$/.test(t)) return false; // CONSTANTS, HTTP methods
  if (/[^\p{ASCII}]/u.test(t) && /\p{L}/u.test(t.replace(/\p{ASCII}/gu, ''))) return true; // accents
  if (/\p{L}[,;:!?]?\s+\(?\p{L}/u.test(t)) return true; // words with spaces
  return /^[A-Z][a-z]{2,}$/.test(t); // a capitalised word: 'Annuler'
}

function readsAsServerText(text) {
  return readsAsProse(text) && (/[À-ÿ’]/.test(text) || FRENCH_WORDS.test(text));
}

function exemptLines(source) {
  const lines = new Set();
  source.split('\n').forEach((line, index) => {
    if (line.includes('i18n-exempt')) {
      lines.add(index + 1);
      lines.add(index + 2);
    }
  });
  return lines;
}

function calleeName(node) {
  if (!node) return '';
  if (node.type === 'Identifier') return node.value;
  if (node.type === 'MemberExpression') return `${calleeName(node.object)}.${calleeName(node.property)}`;
  if (node.type === 'ThisExpression') return 'this';
  return '';
}

function jsxAttrName(attr) {
  const name = attr.name;
  if (!name) return '';
  if (name.type === 'Identifier') return name.value;
  if (name.type === 'JSXNamespacedName') return `${name.namespace.value}:${name.name.value}`;
  return name.value ?? '';
}

export function findTextLiteralsInSource(file, source) {
  const isServer = file.includes(`apps${path.sep}server`) || file.includes('apps/server');
  const ast = swc.parseSync(source, { syntax: 'typescript', tsx: file.endsWith('.tsx'), target: 'es2022' });
  // The module's span starts at its first token: a file opening with a comment starts further.
  const leading = /^(?:\s|\/\/[^\n]*|\/\*[\s\S]*?\*\/)*/.exec(source)?.[0] ?? '';
  const base = ast.span.start - Buffer.byteLength(leading, 'utf8');
  const lineStarts = [0];
  for (let i = 0; i < source.length; i += 1) if (source[i] === '\n') lineStarts.push(i + 1);
  const buffer = Buffer.from(source, 'utf8');
  const lineOf = (span) => {
    const charIndex = buffer.subarray(0, span.start - base).toString('utf8').length;
    let low = 0;
    let high = lineStarts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (lineStarts[mid] <= charIndex) low = mid;
      else high = mid - 1;
    }
    return low + 1;
  };
  const exempt = exemptLines(source);
  if (/i18n-exempt-file:/.test(source)) return [];
  const isText = isServer ? readsAsServerText : readsAsProse;
  const found = [];
  const report = (node, text) => {
    const line = lineOf(node.span);
    if (!exempt.has(line)) found.push({ file, line, text: text.trim().replace(/\s+/g, ' ').slice(0, 80) });
  };

  const visit = (node, context) => {
    if (!node || typeof node !== 'object') return;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, context);
      return;
    }
    switch (node.type) {
      case 'ImportDeclaration':
      case 'ExportAllDeclaration':
      case 'TsTypeAnnotation':
      case 'TsTypeAliasDeclaration':
      case 'TsInterfaceDeclaration':
      case 'TsLiteralType':
      case 'TaggedTemplateExpression':
        return;
      case 'ExportNamedDeclaration':
        if (node.source) return;
        break;
      case 'CallExpression': {
        const callee = calleeName(node.callee);
        if (
          LOG_CALLEES.test(callee) ||
          callee === 'require' ||
          callee.endsWith('.getItem') ||
          callee.endsWith('.setItem')
        )
          return;
        break;
      }
      case 'NewExpression': {
        const callee = calleeName(node.callee);
        if (isServer && /Error$/.test(callee)) return;
        break;
      }
      case 'KeyValueProperty':
        // The key is code; the value may be a text.
        visit(node.value, context);
        return;
      case 'JSXAttribute': {
        const name = jsxAttrName(node);
        if (CODE_PROPS.has(name) || name.startsWith('data-')) return;
        const value = node.value;
        if (value?.type === 'StringLiteral') {
          const text = value.value;
          if (TEXT_PROPS.has(name) ? /\p{L}/u.test(text) && !NOT_TRANSLATED.has(text) : isText(text))
            report(value, text);
          return;
        }
        visit(value, context);
        return;
      }
      case 'JSXText':
        if (/\p{L}/u.test(node.value)) report(node, node.value);
        return;
      case 'StringLiteral':
        if (isText(node.value)) report(node, node.value);
        return;
      case 'TemplateLiteral': {
        const text = node.quasis.map((quasi) => quasi.cooked ?? quasi.raw).join(' ');
        if (isText(text)) report(node, text);
        for (const expression of node.expressions) visit(expression, context);
        return;
      }
      default:
        break;
    }
    for (const key in node) if (key !== 'span' && key !== 'ctxt') visit(node[key], context);
  };
  visit(ast.body, {});
  return found;
}

function listFiles(dir, out = []) {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) listFiles(full, out);
    } else if (/\.tsx?$/.test(entry.name) && !SKIPPED_FILE.test(full)) out.push(full);
  }
  return out;
}

export function findTextLiterals(folders = DEFAULT_FOLDERS) {
  const found = [];
  for (const folder of folders) {
    for (const file of listFiles(path.resolve(ROOT, folder))) {
      const relative = path.relative(ROOT, file);
      found.push(...findTextLiteralsInSource(relative, fs.readFileSync(file, 'utf8')));
    }
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const folders = process.argv.slice(2);
  const found = findTextLiterals(folders.length > 0 ? folders : DEFAULT_FOLDERS);
  for (const item of found) console.log(`${item.file}:${item.line}  ${item.text}`);
  console.log(`${found.length} texte(s) hors catalogue`);
  process.exitCode = found.length > 0 ? 1 : 0;
}
