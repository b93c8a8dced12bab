import type { BlockDirectory } from '../../block/blockDirectory';
import { BlockSelect } from './BlockSelect';
import type { TypedEditorProps } from './elementOf';

interface RedirectionEditorProps extends TypedEditorProps<'redirection'> {
  directory: BlockDirectory;
  currentBlock: string;
}

/** Where the user is sent next: any other block of the chatbot. */
export function RedirectionEditor({ element, onChange, directory, currentBlock }: RedirectionEditorProps) {
  return (
    <BlockSelect
      label="Bloc cible"
      value={element.redirection_block || null}
      directory={directory}
      exclude={currentBlock}
      onChange={(redirection_block) => onChange({ ...element, redirection_block })}
    />
  );
}
