import fs from 'node:fs';
import path from 'node:path';
import { catalogPlugin } from '@griot/i18n/viteCatalogPlugin';
import { build } from 'vite';
import { WIDGET_FRAME_BODY } from './src/frame/widgetFrameBody';

/**
 * Builds the widget into dist/: the loader a site includes (widgetLoader.js) and the chat page's
 * script and style (widgetFrame.js, widgetFrame.css), which the server inlines under a CSP by hash
 * into the page's body (widgetFrameBody.html, from src/frame/widgetFrameBody.ts).
 * Library mode, one build per entry: an IIFE bundle holds a single entry. Each file is a plain
 * ES2017 script with no exports, so it leaks no global into the page that runs it.
 * The frame's texts (src/frame/i18n) are compiled ahead (catalogPlugin: no ICU parser in the page)
 * and its three languages bundled in (the page's CSP admits no other script); the loader reads its
 * three labels as they are written (src/loader/loaderTexts.ts), so it goes without the plugin.
 */
const root = import.meta.dirname;
const dist = path.join(root, 'dist');
const entries = [
  { name: 'widgetLoader', entry: 'src/loader/widgetLoader.ts', plugins: [] },
  { name: 'widgetFrame', entry: 'src/frame/widgetFrame.ts', plugins: [catalogPlugin()] },
];

// Built aside, then each file renamed into dist/: a server starting meanwhile reads whole files.
const next = path.join(dist, `.next-${process.pid}`);
for (const [index, { name, entry, plugins }] of entries.entries()) {
  await build({
    configFile: false,
    root,
    publicDir: false,
    logLevel: 'warn',
    plugins,
    // Library mode leaves process.env to the consumer: here the bundle is the program. Production
    // drops Lingui's development path, and its ICU parser with it.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: next,
      emptyOutDir: index === 0,
      target: 'es2017',
      // The style is written for today's browsers: minified only, not rewritten for old ones.
      cssTarget: 'esnext',
      reportCompressedSize: false,
      lib: {
        entry: path.join(root, entry),
        formats: ['iife'],
        // Required by Vite for an IIFE; unused, as the bundles export nothing.
        name,
        fileName: () => `${name}.js`,
        cssFileName: name,
      },
    },
  });
}
// The page's body, which the server wraps with the inlined script and style.
fs.writeFileSync(path.join(next, 'widgetFrameBody.html'), WIDGET_FRAME_BODY);
for (const file of fs.readdirSync(next)) fs.renameSync(path.join(next, file), path.join(dist, file));
fs.rmSync(next, { recursive: true, force: true });
