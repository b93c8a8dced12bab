import { flowSchema } from '@griot/contract/flows/flowElementSchemas';
import type { Database } from '@griot/db/openDatabase';
import { blocks } from '@griot/db/schema/blocks';
import { chatbots } from '@griot/db/schema/chatbots';
import { eq } from 'drizzle-orm';
import { isCreationWelcome } from '../features/chatbots/mainBlocks';
import { saveFlow } from '../features/flows/saveFlow';
import type { DemoClientBot, DemoMenuOption } from './demoClients';
import { insertStandardBlock } from './demoFlows';

/**
 * A client chatbot's short flow: the greeting, a menu of buttons, one block per button (an
 * answer, or a question whose answer fills the chatbot's variable), and the menu again for a
 * message outside it. Written once, through the
 * flow editor's save: a welcome block someone already wrote is left alone.
 */
export async function writeDemoClientFlow(
  db: Database,
  chatbotId: string,
  bot: DemoClientBot,
): Promise<boolean> {
  const main = await db.select().from(blocks).where(eq(blocks.chatbotId, chatbotId));
  const welcome = main.find((block) => block.category === 'welcome');
  if (!welcome || !isCreationWelcome(welcome.flow)) return false;
  await db
    .update(chatbots)
    .set({ variables: [{ ...bot.variable, type: 'text' }] })
    .where(eq(chatbots.id, chatbotId));
  const buttons: Array<{ id: string; title: string }> = [];
  for (const option of bot.options) {
    const block = await insertStandardBlock(db, chatbotId, option.block);
    await saveFlow(db, block, flowSchema.parse(optionFlow(option, bot.variable.id)), undefined);
    buttons.push({ id: block.idblock, title: option.title });
  }
  const flow = [
    { type: 'text', message: bot.greeting },
    { type: 'text_button', message: bot.menu, buttons },
  ];
  await saveFlow(db, welcome, flowSchema.parse(flow), undefined);
  // What the bot says to a message outside the menu: the menu again (an empty default flow
  // would leave such messages unanswered, and the chatbot's card would say so).
  const fallback = main.find((block) => block.category === 'default');
  if (fallback)
    await saveFlow(
      db,
      fallback,
      flowSchema.parse([{ type: 'text_button', message: bot.fallback, buttons }]),
      undefined,
    );
  return true;
}

function optionFlow(option: DemoMenuOption, variable: string): unknown[] {
  if ('text' in option.answer) return [{ type: 'text', message: option.answer.text }];
  return [
    { type: 'text', message: option.answer.question },
    { type: 'answer', options: { answer_type: 'text', variable: { id: variable } } },
    { type: 'text', message: option.answer.thanks },
  ];
}
