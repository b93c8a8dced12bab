import { useTexts } from '../../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../../block/blockDirectory';
import { elementTexts } from '../elementTexts';
import { BlockSelect } from './BlockSelect';
import type { TypedEditorProps } from './elementOf';

interface RedirectionEditorProps extends TypedEditorProps<'redirection'> {
  directory: BlockDirectory;
  currentBlock: string;
}

/** Where the user is sent next: any other block of the chatbot. */
export function RedirectionEditor({ element, onChange, directory, currentBlock }: RedirectionEditorProps) {
  const t = useTexts(elementTexts);
  return (
    <BlockSelect
      label={t.blockSelect.target}
      value={element.redirection_block || null}
      directory={directory}
      exclude={currentBlock}
      onChange={(redirection_block) => onChange({ ...element, redirection_block })}
    />
  );
}
