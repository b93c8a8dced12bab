import { Button, Group, Modal, Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { getCountries } from 'libphonenumber-js/min';
import { useEffect, useMemo, useState } from 'react';
import { classifyApiError } from '../../lib/apiErrors';
import { apiFailureMessage } from '../../lib/apiFailureMessage';
import { displayLocale } from '../../lib/i18n/displayLanguage';
import { useTexts } from '../../lib/i18n/useTexts';
import { orpc } from '../../lib/orpc';
import { contactTexts } from './contactTexts';
import { ImportFileStep } from './ImportFileStep';
import { ImportMappingStep, type OptInFields } from './ImportMappingStep';
import { ImportResultStep } from './ImportResultStep';
import { hasPhoneColumn } from './importWizard';
import { useContactImport } from './useContactImport';

/** 'Importer des contacts': chatbot and file, columns and opt-in, then progress and the result. */
export function ImportContactsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const t = useTexts(contactTexts).wizard;
  const [step, setStep] = useState(0);
  const [chatbotId, setChatbotId] = useState<string | null>(null);
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Record<string, string>>({});
  const [optIn, setOptIn] = useState<OptInFields>({ optInSource: '', optInDate: '', defaultCountry: 'SN' });
  const flow = useContactImport();
  // On a phone the wizard takes the screen and its steps drop their second line (they would wrap).
  const narrow = useMediaQuery('(max-width: 36em)') ?? false;
  const chatbots = useQuery(orpc.chatbots.list.queryOptions({ enabled: opened }));
  const whatsApp = (chatbots.data?.chatbots ?? [])
    .filter((chatbot) => chatbot.type === 'whatsapp')
    .map((chatbot) => ({ value: chatbot._id, label: chatbot.bot_name }));
  const onlyChatbot = whatsApp.length === 1 ? whatsApp[0]?.value : undefined;
  // One WhatsApp chatbot: it is the one, chosen already.
  useEffect(() => {
    if (onlyChatbot && chatbotId === null) setChatbotId(onlyChatbot);
  }, [onlyChatbot, chatbotId]);
  const chatbot = useQuery(
    orpc.chatbots.get.queryOptions({ input: { id: chatbotId ?? '' }, enabled: chatbotId !== null }),
  );
  const countries = useMemo(() => {
    const names = new Intl.DisplayNames([displayLocale()], { type: 'region' });
    return getCountries()
      .map((code) => ({ value: code, label: `${names.of(code) ?? code} (${code})` }))
      .sort((left, right) => left.label.localeCompare(right.label, displayLocale()));
  }, []);
  const failure = (error: unknown) => (error ? apiFailureMessage(classifyApiError(error), t.failed) : null);

  const choose = (chosen: File) => {
    if (!chatbotId) return;
    setFile(chosen);
    flow.preview.mutate(
      { id: chatbotId, file: chosen },
      {
        onSuccess: (answer) => {
          setMapping(answer.preview.suggested);
          setStep(1);
        },
      },
    );
  };
  const start = () => {
    if (!chatbotId || !file) return;
    setStep(2);
    flow.run.mutate({ chatbotId, file, mapping, ...optIn });
  };
  const close = () => {
    if (flow.run.isPending) return;
    flow.reset();
    setStep(0);
    setFile(null);
    setMapping({});
    onClose();
  };
  const preview = flow.preview.data?.preview;
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={t.title}
      size="xl"
      fullScreen={narrow}
      closeOnClickOutside={false}
    >
      <Stepper active={step} size="sm" mb="md" allowNextStepsSelect={false}>
        <Stepper.Step label={t.stepFile} description={narrow ? undefined : t.stepFileText}>
          <ImportFileStep
            chatbots={whatsApp}
            chatbotId={chatbotId}
            onChatbot={setChatbotId}
            file={file}
            onFile={choose}
            reading={flow.preview.isPending}
            error={failure(flow.preview.error)}
          />
        </Stepper.Step>
        <Stepper.Step label={t.stepMapping} description={narrow ? undefined : t.stepMappingText}>
          {preview && (
            <ImportMappingStep
              preview={preview}
              variables={chatbot.data?.chatbot.variables ?? []}
              mapping={mapping}
              onMapping={setMapping}
              optIn={optIn}
              onOptIn={setOptIn}
              countries={countries}
            />
          )}
        </Stepper.Step>
        <Stepper.Step label={t.stepResult} description={narrow ? undefined : t.stepResultText}>
          <ImportResultStep
            uploadPercent={flow.uploadPercent}
            progress={flow.progress}
            running={flow.run.isPending}
            error={failure(flow.run.error)}
          />
        </Stepper.Step>
      </Stepper>
      <Group justify="flex-end" gap="sm">
        {step === 1 && (
          <>
            <Button variant="default" onClick={() => setStep(0)}>
              {t.back}
            </Button>
            <Button onClick={start} disabled={!hasPhoneColumn(mapping)}>
              {t.start}
            </Button>
          </>
        )}
        {step === 2 && !flow.run.isPending && (
          <Button
            variant="default"
            onClick={() => {
              flow.reset();
              setFile(null);
              setStep(0);
            }}
          >
            {t.importAnother}
          </Button>
        )}
        <Button variant={step === 2 ? 'filled' : 'subtle'} onClick={close} disabled={flow.run.isPending}>
          {step === 2 ? t.close : t.cancel}
        </Button>
      </Group>
    </Modal>
  );
}
