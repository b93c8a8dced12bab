import { blocks } from '@griot/db/schema/blocks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { consumeRateLimit } from '../../lib/rateLimit';
import { useTestServer } from '../../test/buildTestServer';
import { minimalChatbotFile } from '../../test/chatbotTransferRouteDescriptions';
import { buildAccount } from '../../test/factories';
import { tinyPng } from '../../test/multipart';
import { CHATBOT_IMPORT_LIMIT } from './chatbotTransferRouter';
import { importFile, rowCounts } from './test/transferTestKit';

const testServer = useTestServer();

type FileShape = ReturnType<typeof griotFile>;

function griotFile() {
  return minimalChatbotFile('Boutique Awa') as {
    version: number;
    variables: object[];
    blocks: { idblock: string; name: string; category: string; type: string; flow: object[] }[];
    media?: object[];
  };
}

function withWelcome(flow: object[], change: (file: FileShape) => void = () => {}): string {
  const file = griotFile();
  const welcome = file.blocks[0];
  if (welcome) welcome.flow = flow;
  change(file);
  return JSON.stringify(file);
}

describe('POST /chatbots/import refuses, in French, and creates nothing', () => {
  const refusals: [string, () => string | Buffer, number, string][] = [
    ['a file that is not JSON', () => 'pas du JSON {', 400, 'Ce fichier n’est pas un fichier JSON lisible.'],
    [
      'a JSON that is no chatbot file',
      () => JSON.stringify({ hello: 'monde' }),
      400,
      'Ce fichier n’est ni un export de chatbot Griot ni un export Typebot : rien n’a été importé.',
    ],
    [
      'a file from a newer Griot',
      () => JSON.stringify({ ...griotFile(), version: 2 }),
      400,
      'Ce fichier vient d’une version plus récente de Griot : mettez Griot à jour pour l’importer. Rien n’a été importé.',
    ],
    [
      'a link to a block missing from the file',
      () => withWelcome([{ type: 'redirection', redirection_block: 'ailleurs-zzz999' }]),
      400,
      'Le bloc « Welcome Flow » mène à un bloc absent du fichier (« ailleurs-zzz999 ») : rien n’a été importé.',
    ],
    [
      '1,001 blocks',
      () =>
        withWelcome([], (file) => {
          for (let index = 0; index < 999; index += 1)
            file.blocks.push({
              idblock: `bloc-${index}`,
              name: `Bloc ${index}`,
              category: 'standard',
              type: 'blocks',
              flow: [],
            });
        }),
      400,
      'Le fichier compte plus de 1 000 blocs : rien n’a été importé.',
    ],
    [
      'a condition on an undeclared variable (the save’s rule)',
      () =>
        withWelcome([
          {
            type: 'condition',
            rules: [{ variable: 'ville', operator: 'eq', value: 'Dakar' }],
            true_block: 'default-abc123',
          },
        ]),
      400,
      'Le bloc « Welcome Flow » n’est pas valide (La condition porte sur « ville », qui n’est ni une variable de ce chatbot ni une variable globale.) : rien n’a été importé.',
    ],
    [
      'two welcome blocks',
      () =>
        withWelcome([], (file) => {
          file.blocks.push({
            idblock: 'autre-abc123',
            name: 'Autre',
            category: 'welcome',
            type: 'starter',
            flow: [],
          });
        }),
      400,
      'Le fichier doit compter exactement un bloc d’accueil et un bloc par défaut : rien n’a été importé.',
    ],
    [
      'a Typebot export without any group',
      () => JSON.stringify({ version: '6', name: 'Vide', groups: [], edges: [], variables: [], events: [] }),
      400,
      'Ce fichier Typebot ne contient aucun groupe : rien n’a été importé.',
    ],
    [
      'a 21 MB file',
      () => Buffer.concat([Buffer.from(withWelcome([])), Buffer.alloc(21 * 1024 * 1024, 0x20)]),
      413,
      'Le fichier dépasse 20 Mo : rien n’a été importé.',
    ],
  ];

  it.each(refusals)('%s', async (_case, content, status, message) => {
    const server = testServer();
    const { auth } = await buildAccount(server);
    const before = await rowCounts(server);
    const response = await importFile(server, auth, content());
    expect(response.statusCode).toBe(status);
    expect(response.json().message).toBe(message);
    expect(await rowCounts(server)).toEqual(before);
  });
});

describe('POST /chatbots/import, media that cannot be kept', () => {
  it('leaves the element to complete and says which media, instead of failing', async () => {
    const server = testServer();
    const { auth } = await buildAccount(server);
    const content = withWelcome(
      [
        { type: 'image', link: 'media/images/11111111-1111-4111-8111-111111111111.png' },
        { type: 'image', link: 'media/images/22222222-2222-4222-8222-222222222222.png' },
        { type: 'audio', link: 'http://127.0.0.1:9/secret.ogg' },
        { type: 'image', link: 'media/images/33333333-3333-4333-8333-333333333333.png' },
      ],
      (file) => {
        file.media = [
          // A PNG: kept.
          {
            path: 'media/images/11111111-1111-4111-8111-111111111111.png',
            mime: 'image/png',
            bytes: 0,
            data: tinyPng().toString('base64'),
          },
          // A text calling itself a PNG: refused on its bytes, as an upload is.
          {
            path: 'media/images/22222222-2222-4222-8222-222222222222.png',
            mime: 'image/png',
            bytes: 0,
            data: Buffer.from('pas une image').toString('base64'),
          },
          // A link to this machine: never fetched.
          {
            path: 'http://127.0.0.1:9/secret.ogg',
            mime: 'audio/ogg',
            bytes: 0,
            url: 'http://127.0.0.1:9/secret.ogg',
          },
        ];
      },
    );
    const response = await importFile(server, auth, content);
    expect(response.statusCode).toBe(200);
    expect(response.json().warnings).toEqual([
      'Le média « 22222222-2222-4222-8222-222222222222.png » n’a pas pu être copié : l’élément qui l’utilise reste à compléter (brouillon).',
      'Le média « secret.ogg » n’a pas pu être copié : l’élément qui l’utilise reste à compléter (brouillon).',
      'Le média « 33333333-3333-4333-8333-333333333333.png » n’a pas pu être copié : l’élément qui l’utilise reste à compléter (brouillon).',
    ]);
    const rows = await server.db
      .select()
      .from(blocks)
      .where(eq(blocks.chatbotId, response.json().chatbot_id));
    const links = ((rows.find((row) => row.category === 'welcome')?.flow ?? []) as { link: string }[]).map(
      (element) => element.link,
    );
    expect(links[0]).toMatch(/^media\/images\/[0-9a-f-]{36}\.png$/);
    expect(links.slice(1)).toEqual(['', '', '']);
    // The commerce block every chatbot has, added though the file had none.
    expect(rows.map((row) => row.category).sort()).toEqual(['commerce', 'default', 'welcome']);
  });
});

describe('POST /chatbots/import, too many at once', () => {
  it('refuses past the hour’s budget of one person, in French, and creates nothing', async () => {
    const server = testServer();
    const { auth, user } = await buildAccount(server);
    for (let hit = 0; hit < CHATBOT_IMPORT_LIMIT.limit; hit += 1)
      await consumeRateLimit(server.db, CHATBOT_IMPORT_LIMIT, user.id);
    const before = await rowCounts(server);
    const response = await importFile(server, auth, withWelcome([]));
    expect(response.statusCode).toBe(429);
    expect(response.json().message).toMatch(
      /^Trop d’imports en peu de temps : réessayez dans \d+ minutes?\.$/,
    );
    expect(await rowCounts(server)).toEqual(before);
    // Another person of the server keeps their own budget.
    const other = await buildAccount(server);
    expect((await importFile(server, other.auth, withWelcome([]))).statusCode).toBe(200);
  });
});
