import { CHATBOT_FILE_FORMAT, CHATBOT_FILE_VERSION } from '@griot/contract/chatbotTransfer/chatbotFileSchema';
import { chatbotTransferMessages } from '@griot/contract/chatbotTransfer/chatbotTransferMessages';
import { apiError } from '../../../api/apiError';
import { mapTypebotBlock } from './typebotBlocks';
import { type Loose, list, record, text } from './typebotValues';
import { TypebotVariables } from './typebotVariables';

interface ConvertedBlock {
  idblock: string;
  name: string;
  category: 'welcome' | 'default' | 'standard';
  type: string;
  assistant_switch: boolean;
  flow: unknown[];
}

/** Blocks whose own outgoing edge is not an 'and then go there' (they lead by their items). */
const LEADS_BY_ITEMS = new Set(['choice input', 'AB test', 'Jump']);

/**
 * Whether a JSON is a Typebot export: its `groups` (with `blocks`) and `edges`, and a `version`
 * (Typebot's schema: packages/typebot/src/schemas/typebot.ts, versions 3 to 6.x).
 */
export function isTypebotFile(json: unknown): boolean {
  const typebot = record(json);
  // Exports before Typebot 4 carry no version: the groups and edges are what say it.
  return typebot.format === undefined && Array.isArray(typebot.groups) && Array.isArray(typebot.edges);
}

/**
 * A Typebot export as a Griot chatbot file (still to be checked by `chatbotFileSchema`): each
 * group a block — the one the start leads to the welcome block —, its blocks mapped where the
 * mapping is clean (`mapTypebotBlock`), its edges as buttons, list rows, conditions, splits and
 * redirections. The warnings name what was left out.
 */
export function typebotToChatbotFile(json: unknown): { file: unknown; warnings: string[] } {
  const typebot = record(json);
  const groups = list(typebot.groups);
  if (groups.length === 0) throw apiError(400, chatbotTransferMessages.typebotEmpty);
  const warnings: string[] = [];
  const variables = new TypebotVariables(typebot);
  const idblocks = new Map(groups.map((group, index) => [text(group.id), `tb-${index + 1}`]));
  const edges = new Map(list(typebot.edges).map((edge) => [text(edge.id), record(edge.to)]));
  const groupBlock = (groupId: unknown) => idblocks.get(text(groupId)) ?? '';
  const target = (edgeId: unknown) => groupBlock(edges.get(text(edgeId))?.groupId);

  const welcome = startTarget(typebot, groups, target) || (idblocks.get(text(groups[0]?.id)) ?? '');
  const mediaUrls = new Set<string>();
  const blocks: ConvertedBlock[] = groups
    .map((group, index): ConvertedBlock => {
      const idblock = `tb-${index + 1}`;
      const name = (text(group.title) || idblock).slice(0, 100);
      const flow: (Record<string, unknown> & { type: string })[] = [];
      const context = {
        group: name,
        variables,
        target,
        groupBlock,
        addMedia: (url: string) => mediaUrls.add(url),
        warn: (message: string) => warnings.push(message),
      };
      for (const block of list(group.blocks)) {
        mapTypebotBlock(block, flow, context);
        const next = target(block.outgoingEdgeId);
        if (next && !LEADS_BY_ITEMS.has(text(block.type)))
          flow.push({ type: 'redirection', redirection_block: next });
      }
      return {
        idblock,
        name,
        category: idblock === welcome ? 'welcome' : 'standard',
        type: idblock === welcome ? 'starter' : 'blocks',
        assistant_switch: false,
        flow: flow.slice(0, 500),
      };
    })
    // A group that held only the start (Typebot 3-5) leads on to the welcome: nothing to keep.
    .filter((block) => block.flow.length > 0 || block.category === 'welcome');
  blocks.push({
    idblock: 'tb-default',
    name: 'Default Flow',
    category: 'default',
    type: 'default_block',
    assistant_switch: false,
    flow: [],
  });

  const file = {
    format: CHATBOT_FILE_FORMAT,
    version: CHATBOT_FILE_VERSION,
    exported_at: new Date().toISOString(),
    chatbot: { name: (text(typebot.name) || 'Typebot').slice(0, 100), type: 'web' },
    variables: variables.declarations(),
    blocks,
    media: [...mediaUrls].map((url) => ({ path: url, mime: '', bytes: 0, url })),
  };
  return { file, warnings: [...new Set(warnings)] };
}

/** The group the start leads to: the start event's edge (Typebot 6), else the start block's. */
function startTarget(typebot: Loose, groups: Loose[], target: (edgeId: unknown) => string): string {
  for (const event of list(typebot.events))
    if (event.type === 'start' || event.outgoingEdgeId) return target(event.outgoingEdgeId);
  for (const group of groups)
    for (const block of list(group.blocks)) if (block.type === 'start') return target(block.outgoingEdgeId);
  return '';
}
