import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import type { FlowElement } from '@griot/contract/flows/flowElementSchemas';
import { memo } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import type { BlockDirectory } from '../block/blockDirectory';
import { ButtonLinkEditor } from './editors/choices/ButtonLinkEditor';
import { ButtonsEditor } from './editors/choices/ButtonsEditor';
import { ListEditor } from './editors/choices/ListEditor';
import { DelayEditor } from './editors/DelayEditor';
import type { ElementChange } from './editors/elementOf';
import { updateOfType } from './editors/elementOf';
import { ConditionEditor } from './editors/logic/ConditionEditor';
import { SplitEditor } from './editors/logic/SplitEditor';
import { WaitUntilEditor } from './editors/logic/WaitUntilEditor';
import { MediaEditor } from './editors/media/MediaEditor';
import { NotificationEditor } from './editors/NotificationEditor';
import { RedirectionEditor } from './editors/RedirectionEditor';
import { RequestEditor } from './editors/RequestEditor';
import { InlineTextEditor } from './editors/text/InlineTextEditor';
import { AnswerEditor } from './editors/variables/AnswerEditor';
import { VariableInsertEditor } from './editors/variables/VariableInsertEditor';
import { elementTexts } from './elementTexts';

export interface ElementEditorProps {
  chatbotId: string;
  currentBlock: string;
  element: FlowElement;
  directory: BlockDirectory;
  /** A new value, or an update of the latest one (see ElementChange). */
  onChange: (change: ElementChange) => void;
}

/**
 * The editor of one element, chosen by its type. Memoised: moving one element of a long flow
 * re-renders the list, and the 200 editors whose element did not change must not redo their work.
 */
export const ElementEditor = memo(function ElementEditor({
  chatbotId,
  element,
  directory,
  currentBlock,
  onChange,
}: ElementEditorProps) {
  const t = useTexts(elementTexts).text;
  switch (element.type) {
    case 'text':
      return (
        <InlineTextEditor
          label={t.message}
          value={element.message}
          max={FLOW_LIMITS.text}
          placeholder={t.messagePlaceholder}
          onSave={(message) => onChange({ ...element, message })}
        />
      );
    case 'location_request_message':
      return (
        <InlineTextEditor
          label={t.locationMessage}
          value={element.message}
          max={FLOW_LIMITS.text}
          placeholder={t.messagePlaceholder}
          shiftEnterSaves={false}
          onSave={(message) => onChange({ ...element, message })}
        />
      );
    case 'redirection':
      return (
        <RedirectionEditor
          element={element}
          onChange={onChange}
          directory={directory}
          currentBlock={currentBlock}
        />
      );
    case 'delay':
      return <DelayEditor element={element} onChange={onChange} />;
    case 'text_button':
      return (
        <ButtonsEditor
          chatbotId={chatbotId}
          element={element}
          onChange={onChange}
          directory={directory}
          currentBlock={currentBlock}
        />
      );
    case 'answer':
      return <AnswerEditor chatbotId={chatbotId} element={element} onChange={onChange} />;
    case 'variable_insert':
      return <VariableInsertEditor chatbotId={chatbotId} element={element} onChange={onChange} />;
    case 'notification':
      return <NotificationEditor element={element} onChange={onChange} />;
    case 'request':
      return <RequestEditor chatbotId={chatbotId} element={element} onChange={onChange} />;
    case 'button_link':
      return (
        <ButtonLinkEditor
          element={element}
          onChange={onChange}
          onUpdate={(update) => onChange(updateOfType('button_link', update))}
        />
      );
    case 'list':
      return (
        <ListEditor element={element} onChange={onChange} directory={directory} currentBlock={currentBlock} />
      );
    case 'condition':
      return (
        <ConditionEditor
          element={element}
          onChange={onChange}
          directory={directory}
          currentBlock={currentBlock}
        />
      );
    case 'split':
      return (
        <SplitEditor
          element={element}
          onChange={onChange}
          directory={directory}
          currentBlock={currentBlock}
        />
      );
    case 'wait_until':
      return <WaitUntilEditor element={element} onChange={onChange} />;
    case 'image':
    case 'document':
    case 'audio':
      return (
        <MediaEditor
          kind={element.type}
          link={element.link}
          // The upload ends seconds later: only the link goes into the element as it is then.
          onLink={(link) => onChange(updateOfType(element.type, (current) => ({ ...current, link })))}
        />
      );
  }
});
