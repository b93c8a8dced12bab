import { FLOW_LIMITS } from '@griot/contract/flows/flowConstants';
import type { Block } from '@griot/contract/flows/flowSchemas';
import { TextInput, Title, UnstyledButton } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useTexts } from '../../../lib/i18n/useTexts';
import { commitKeys } from '../commitKeys';
import { flowTexts } from '../flowTexts';
import { blockNameError } from './blockNameError';
import { useRenameBlock } from './useBlockActions';

/** The block's name, edited in place: Enter or blur saves, Esc cancels. */
export function BlockNameEditor({ chatbotId, block }: { chatbotId: string; block: Block }) {
  const t = useTexts(flowTexts);
  const [name, setName] = useState(block.blockname);
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const cancelled = useRef(false);
  const rename = useRenameBlock(setName);

  function commit() {
    if (draft === null || cancelled.current) return;
    const value = draft.trim();
    const problem = blockNameError(value);
    if (problem) return setError(problem);
    setDraft(null);
    setError(null);
    if (value !== name)
      rename.mutate({
        idchatbot: chatbotId,
        blockId: block.idblock,
        blocktype: block.type,
        blockname: value,
      });
  }

  if (draft === null)
    return (
      <UnstyledButton
        onClick={() => {
          cancelled.current = false;
          setDraft(name);
        }}
        aria-label={t.blockNameButton({ name: name || block.idblock })}
        style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}
      >
        <Title order={3} c={name ? undefined : 'dimmed'}>
          {rename.isPending ? (rename.variables?.blockname ?? name) : name || block.idblock}
        </Title>
        <IconPencil size={16} aria-hidden />
      </UnstyledButton>
    );

  return (
    <TextInput
      aria-label={t.blockNameLabel}
      placeholder={t.blockNamePlaceholder}
      value={draft}
      autoFocus
      size="md"
      error={error}
      description={`${draft.length}/${FLOW_LIMITS.blockName}`}
      onChange={(event) => {
        setDraft(event.currentTarget.value);
        setError(null);
      }}
      onBlur={commit}
      onKeyDown={commitKeys(commit, () => {
        cancelled.current = true;
        setDraft(null);
        setError(null);
      })}
    />
  );
}
