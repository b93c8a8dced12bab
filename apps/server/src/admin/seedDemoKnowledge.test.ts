import { blocks } from '@griot/db/schema/blocks';
import { knowledgeFiles, knowledgePrompts } from '@griot/db/schema/knowledge';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { askAssistant } from '../features/knowledge/askAssistant';
import { loadRuntimeConfig } from '../lib/config';
import { loadLlmConfig } from '../lib/llmConfig';
import { useTestServer } from '../test/buildTestServer';
import { buildChatbot, buildUser } from '../test/factories';
import { seedDemoKnowledge } from './seedDemoKnowledge';

const testServer = useTestServer({ runtime: { ...loadRuntimeConfig({}), enabled: false } });

describe('seed-demo’s GRIOT IA knowledge', () => {
  it('indexes an FAQ and a DOCX, generates the prompt, switches GRIOT IA on; idempotent', async () => {
    const server = testServer();
    const { workspaceId } = await buildUser(server.db);
    const shopId = await buildChatbot(server, workspaceId, { bot_name: 'Boutique Téranga' });
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await seedDemoKnowledge(server.db, server.config, shopId);
    await seedDemoKnowledge(server.db, server.config, shopId);
    log.mockRestore();
    const files = await server.db.select().from(knowledgeFiles).where(eq(knowledgeFiles.chatbotId, shopId));
    expect(files.map((file) => [file.originalName, file.status]).sort()).toEqual([
      ['conditions-de-vente.docx', 'indexed'],
      ['faq-boutique-teranga.txt', 'indexed'],
    ]);
    expect(
      await server.db.select().from(knowledgePrompts).where(eq(knowledgePrompts.chatbotId, shopId)),
    ).toHaveLength(1);
    const [fallback] = await server.db
      .select()
      .from(blocks)
      .where(and(eq(blocks.chatbotId, shopId), eq(blocks.category, 'default')));
    expect(fallback?.assistantSwitch).toBe(true);
    const answer = await askAssistant(
      { db: server.db, llm: loadLlmConfig({}) },
      { chatbotId: shopId, question: 'Je peux payer avec Wave ?', source: 'test' },
    );
    expect(answer.reply).toMatchObject({ responseType: 'text' });
    expect(JSON.stringify(answer.reply)).toMatch(/Wave/);
  });
});
