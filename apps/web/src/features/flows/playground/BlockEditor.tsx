import type { ElementType } from '@griot/contract/flows/flowConstants';
import type { Block } from '@griot/contract/flows/flowSchemas';
import { Alert, Stack } from '@mantine/core';
import { useCallback, useMemo, useRef } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { BlockHeader } from '../block/BlockHeader';
import type { BlockDirectory } from '../block/blockDirectory';
import { ElementList } from '../elements/ElementList';
import { ElementToolbar } from '../elements/ElementToolbar';
import { EditorVariablesContext } from '../elements/editors/variables/EditorVariablesContext';
import { useEditorVariables } from '../elements/editors/variables/useEditorVariables';
import { createElement } from '../elements/elementCatalog';
import { useRefusedElement } from '../elements/refusedElement';
import { SaveRefusalAlert } from '../elements/SaveRefusalAlert';
import { flowTexts } from '../flowTexts';
import { LinksCard } from '../links/LinksCard';
import { ConflictAlert } from '../saving/ConflictAlert';
import { DraftNotice } from '../saving/DraftNotice';
import { useFlowEditor } from '../saving/useFlowEditor';

interface BlockEditorProps {
  chatbotId: string;
  block: Block;
  reloadBlock: () => Promise<Block | undefined>;
  directory: BlockDirectory;
}

/** The selected block: its header, its links, the toolbar and the ordered element list. */
export function BlockEditor({ chatbotId, block, reloadBlock, directory }: BlockEditorProps) {
  const t = useTexts(flowTexts);
  const editor = useFlowEditor(chatbotId, block, reloadBlock);
  const { variables } = useEditorVariables(chatbotId);
  const flow = useMemo(() => editor.items.map((item) => item.element), [editor.items]);
  const refused = useRefusedElement(editor.refusal, editor.items, block.idblock, directory, variables);

  // Stable across renders (reads the latest block and directory): the memoised toolbar stays put.
  const latest = useRef({ block, directory, append: editor.append });
  latest.current = { block, directory, append: editor.append };
  const add = useCallback((type: ElementType) => {
    const { block, directory, append } = latest.current;
    // A new redirection points at the default block, or any other block, rather than at itself.
    const others = [...directory.main, ...directory.standard].filter(
      (entry) => entry.block.idblock !== block.idblock,
    );
    const preferred = others.find((entry) => entry.block.category === 'default') ?? others[0];
    const element = createElement(type, { defaultTarget: preferred?.block.idblock ?? block.idblock });
    append(element);
  }, []);

  return (
    <EditorVariablesContext value={variables}>
      <Stack gap="md">
        <BlockHeader
          chatbotId={chatbotId}
          block={block}
          status={editor.status}
          flow={flow}
          directory={directory}
          onRestored={editor.replaceWith}
        />
        {editor.status === 'conflict' && (
          <ConflictAlert onReload={editor.reload} onOverwrite={editor.overwrite} />
        )}
        {editor.unreadable > 0 && (
          <Alert color="yellow" variant="light">
            {t.unreadable({ count: editor.unreadable })}
          </Alert>
        )}
        <SaveRefusalAlert message={editor.refusal} element={refused?.element} />
        <DraftNotice incomplete={editor.incomplete} />
        <LinksCard chatbotId={chatbotId} block={block} flow={flow} directory={directory} />
        <ElementToolbar onAdd={add} />
        <ElementList
          chatbotId={chatbotId}
          currentBlock={block.idblock}
          items={editor.items}
          directory={directory}
          onChange={editor.change}
          onElementChange={editor.changeElement}
          refusal={refused}
        />
      </Stack>
    </EditorVariablesContext>
  );
}
