import type { ChatbotFile } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { AGENT_REDIRECTION } from '@griot/contract/flows/flowConstants';
import type { Flow } from '@griot/contract/flows/flowElementSchemas';
import { outboundLinks } from '@griot/contract/flows/flowLinks';
import { flowLogicProblem } from '@griot/contract/flows/flowLogic';
import { savedFlowSchema } from '@griot/contract/flows/savedFlowSchema';
import { variableDeclarationsSchema } from '@griot/contract/variables/variableSchemas';
import { apiError } from '../../api/apiError';

const m = chatbotTransferMessages;

/** A block of the file once checked: its flow parsed by the save's schema (defaults filled in). */
export interface CheckedBlock {
  block: ChatbotFile['blocks'][number];
  flow: Flow;
}

/**
 * Everything a save would refuse, checked on the whole file before anything is written: the
 * variables, each block's flow (`savedFlowSchema`, then `flowLogicProblem` against the file's own
 * blocks and variables), links that lead to a block of the file or to the human agent only, unique
 * idblocks, and the main blocks a chatbot must have (one welcome, one default; at most one
 * commerce). The first problem is a French 400; nothing has been written yet.
 */
export function checkChatbotFile(file: ChatbotFile): CheckedBlock[] {
  const variables = variableDeclarationsSchema.safeParse(file.variables);
  if (!variables.success)
    throw apiError(400, m.invalidVariables({ problem: variables.error.issues[0]?.message ?? '' }));

  const idblocks = new Set<string>();
  for (const block of file.blocks) {
    if (idblocks.has(block.idblock)) throw apiError(400, m.duplicateBlock({ block: block.idblock }));
    idblocks.add(block.idblock);
  }
  const count = (category: string) => file.blocks.filter((block) => block.category === category).length;
  if (count('welcome') !== 1 || count('default') !== 1 || count('commerce') > 1)
    throw apiError(400, m.mainBlocks);

  const context = {
    variables: variables.data,
    blocks: file.blocks.map((block) => ({ idblock: block.idblock, flow: block.flow })),
  };
  return file.blocks.map((block) => {
    const name = block.name || block.idblock;
    const parsed = savedFlowSchema.safeParse(block.flow);
    if (!parsed.success)
      throw apiError(400, m.invalidBlock({ block: name, problem: parsed.error.issues[0]?.message ?? '' }));
    for (const link of outboundLinks(parsed.data)) {
      if (link.target !== AGENT_REDIRECTION && !idblocks.has(link.target))
        throw apiError(400, m.brokenLink({ block: name, target: link.target }));
    }
    const problem = flowLogicProblem(block.idblock, parsed.data, context);
    if (problem) throw apiError(400, m.invalidBlock({ block: name, problem }));
    return { block, flow: parsed.data };
  });
}
