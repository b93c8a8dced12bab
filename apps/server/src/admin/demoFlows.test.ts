import { blocks } from '@griot/db/schema/blocks';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../test/buildTestServer';
import { buildAccount, buildChatbot } from '../test/factories';
import { seedDemoFlows } from './demoFlows';

const testServer = useTestServer();

describe('seedDemoFlows', () => {
  it('writes the complete demo flow once, every element of every kind the issue names', async () => {
    const { workspaceId } = await buildAccount(testServer());
    const chatbotId = await buildChatbot(testServer(), workspaceId);
    expect(await seedDemoFlows(testServer().services, chatbotId)).toBe(true);
    const rows = await testServer().db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
    expect(rows).toHaveLength(6);
    const types = rows.flatMap((row) => row.flow.map((element) => (element as { type: string }).type));
    expect(new Set(types)).toEqual(
      new Set([
        'text',
        'image',
        'text_button',
        'list',
        'button_link',
        'answer',
        'redirection',
        'location_request_message',
      ]),
    );
    const welcome = rows.find((row) => row.category === 'welcome');
    expect(welcome?.revision).toBe(2);
    expect(await seedDemoFlows(testServer().services, chatbotId)).toBe(false);
  });
});
