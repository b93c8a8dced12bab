import path from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

/**
 * What the production server (scripts/buildServer.mjs: our code bundled, packages left in
 * node_modules) loads at start is what its code imports statically. The file parsers, document
 * makers and SDKs below are only needed when a feature is used, and cost tens of MB of memory each
 * process keeps for its life (issue 26's memory budget): they are imported where they are used.
 */
const LOADED_ON_FIRST_USE = [
  'exceljs',
  'pdfkit',
  'mammoth',
  'word-extractor',
  'unpdf',
  'tesseract.js',
  'qrcode',
  '@aws-sdk/client-s3',
  '@aws-sdk/lib-storage',
];

const root = path.resolve(import.meta.dirname, '../../../..');

async function packagesImportedAtStart(): Promise<{ atStart: Set<string>; onUse: Set<string> }> {
  const result = await build({
    entryPoints: [path.join(root, 'apps/server/src/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    metafile: true,
    logLevel: 'silent',
    outfile: path.join(root, 'apps/server/dist/startup-imports-check.mjs'),
    plugins: [
      {
        name: 'packages-external',
        setup(builder) {
          builder.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@griot/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  const atStart = new Set<string>();
  const onUse = new Set<string>();
  for (const output of Object.values(result.metafile.outputs))
    for (const imported of output.imports)
      if (imported.external) (imported.kind === 'dynamic-import' ? onUse : atStart).add(imported.path);
  return { atStart, onUse };
}

describe("the production server's start-up imports", () => {
  it('leave the parsers, document makers and SDKs to the first use of their feature', async () => {
    const { atStart, onUse } = await packagesImportedAtStart();
    expect(atStart.has('fastify')).toBe(true);
    expect(LOADED_ON_FIRST_USE.filter((name) => atStart.has(name))).toEqual([]);
    // Still imported somewhere: the list names real dependencies of the server.
    expect(onUse.has('exceljs')).toBe(true);
    expect(onUse.has('pdfkit')).toBe(true);
  }, 60_000);
});
