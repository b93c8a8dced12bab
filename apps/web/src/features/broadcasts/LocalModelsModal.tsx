import type { BroadcastModel } from '@griot/contract/broadcasts/broadcastSchemas';
import { Modal } from '@mantine/core';
import { useState } from 'react';
import { useTexts } from '../../lib/i18n/useTexts';
import { broadcastTexts } from './broadcastTexts';
import { LocalModelForm } from './LocalModelForm';
import { LocalModelList } from './LocalModelList';
import { useLocalModels } from './useLocalModels';

/** 'Gérer les modèles locaux': the list of the chatbot's local models, and their editor in place. */
export function LocalModelsModal({
  chatbotId,
  opened,
  onClose,
}: {
  chatbotId: string;
  opened: boolean;
  onClose: () => void;
}) {
  const { local: t } = useTexts(broadcastTexts);
  const local = useLocalModels(chatbotId, opened);
  const [editing, setEditing] = useState<BroadcastModel | 'new' | null>(null);
  const close = () => {
    setEditing(null);
    local.save.reset();
    onClose();
  };
  const back = () => {
    setEditing(null);
    local.save.reset();
  };
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={editing === null ? t.modalTitle : editing === 'new' ? t.createTitle : t.editTitle}
      size="lg"
      centered
    >
      {editing === null ? (
        <LocalModelList local={local} onCreate={() => setEditing('new')} onEdit={setEditing} />
      ) : (
        <LocalModelForm
          key={editing === 'new' ? 'new' : editing.id}
          model={editing === 'new' ? undefined : editing}
          save={local.save}
          onDone={back}
        />
      )}
    </Modal>
  );
}
