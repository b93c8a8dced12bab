import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repositoryRoot = path.resolve(import.meta.dirname, '..', '..', '..', '..');
const checkImports = path.join(repositoryRoot, 'scripts', 'checkImports.mjs');

interface Violation {
  from: string;
  to: string;
  rule: { name: string; severity: string };
}

function checkImportsIn(cwd: string, args: string[]) {
  return spawnSync(process.execPath, [checkImports, ...args], {
    cwd,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/**
 * The rules' verdict on the tree under `cwd`: the exit code of the check as npm run lint runs it,
 * and its errors as "rule: from → to".
 */
function errorsIn(cwd: string, paths: string[]): { code: number | null; errors: string[] } {
  const code = checkImportsIn(cwd, paths).status;
  const violations: Violation[] = JSON.parse(checkImportsIn(cwd, [...paths, '--output-type', 'json']).stdout)
    .summary.violations;
  return {
    code,
    errors: violations
      .filter((violation) => violation.rule.severity === 'error')
      .map((violation) => `${violation.rule.name}: ${violation.from} → ${violation.to}`)
      .sort(),
  };
}

/** A scratch server tree: each file imports the files listed with it. */
function scratchTree(files: Record<string, string[]>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'griot-layers-'));
  for (const [file, imports] of Object.entries(files)) {
    const full = path.join(root, 'apps/server/src', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    const lines = imports.map((target) => {
      const relative = path.relative(path.dirname(file), target).replace(/\.ts$/, '');
      return `import '${relative.startsWith('.') ? relative : `./${relative}`}';`;
    });
    fs.writeFileSync(full, `${lines.join('\n')}\nexport const name = '${file}';\n`);
  }
  return root;
}

/** Each case runs dependency-cruiser twice over hundreds of files: seconds on a loaded machine. */
const CRUISE_TIMEOUT_MS = 90_000;

describe('import rules', () => {
  it(
    'refuse an import against the layers, between two features or channels, and a cycle',
    () => {
      const root = scratchTree({
        'lib/helper.ts': ['features/chatbots/chatbotsRouter.ts'],
        'runtime/laneWorker.ts': ['channels/whatsapp/sendWhatsApp.ts'],
        'runtime/runtime.ts': [],
        'api/procedures.ts': ['runtime/runtime.ts', 'domain/chatbots/requireOwnedChatbot.ts'],
        'domain/chatbots/requireOwnedChatbot.ts': ['api/procedures.ts'],
        'channels/whatsapp/sendWhatsApp.ts': [
          'channels/meta/graphClient.ts',
          'channels/telegram/callTelegram.ts',
        ],
        'channels/meta/graphClient.ts': [],
        'channels/telegram/callTelegram.ts': [],
        'features/chatbots/chatbotsRouter.ts': ['runtime/runtime.ts', 'runtime/laneWorker.ts'],
        'features/broadcasts/broadcastsRouter.ts': ['features/chatbots/chatbotsRouter.ts', 'app/router.ts'],
        'app/router.ts': ['features/chatbots/chatbotsRouter.ts', 'features/broadcasts/broadcastsRouter.ts'],
      });
      try {
        const { code, errors } = errorsIn(root, ['apps']);
        const at = (file: string) => `apps/server/src/${file}`;
        expect(errors).toEqual(
          [
            `api-imports-only-lib-and-runtime: ${at('api/procedures.ts')} → ${at('domain/chatbots/requireOwnedChatbot.ts')}`,
            `channel-imports-no-other-channel: ${at('channels/whatsapp/sendWhatsApp.ts')} → ${at('channels/telegram/callTelegram.ts')}`,
            `feature-imports-no-other-feature: ${at('features/broadcasts/broadcastsRouter.ts')} → ${at('features/chatbots/chatbotsRouter.ts')}`,
            `features-import-below-them: ${at('features/broadcasts/broadcastsRouter.ts')} → ${at('app/router.ts')}`,
            `lib-imports-only-lib: ${at('lib/helper.ts')} → ${at('features/chatbots/chatbotsRouter.ts')}`,
            `no-circular: ${at('api/procedures.ts')} → ${at('domain/chatbots/requireOwnedChatbot.ts')}`,
            `no-circular: ${at('app/router.ts')} → ${at('features/broadcasts/broadcastsRouter.ts')}`,
            `runtime-imports-only-lib: ${at('runtime/laneWorker.ts')} → ${at('channels/whatsapp/sendWhatsApp.ts')}`,
            `runtime-public-surface: ${at('features/chatbots/chatbotsRouter.ts')} → ${at('runtime/laneWorker.ts')}`,
          ].sort(),
        );
        expect(code).not.toBe(0);
      } finally {
        fs.rmSync(root, { recursive: true, force: true });
      }
    },
    CRUISE_TIMEOUT_MS,
  );

  it(
    'find no error in the repository',
    () => {
      expect(errorsIn(repositoryRoot, ['apps', 'packages'])).toEqual({ code: 0, errors: [] });
    },
    CRUISE_TIMEOUT_MS,
  );
});
