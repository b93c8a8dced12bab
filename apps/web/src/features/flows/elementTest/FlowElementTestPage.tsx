import { ELEMENT_TYPES } from '@griot/contract/flows/flowConstants';
import type { Block } from '@griot/contract/flows/flowSchemas';
import {
  Alert,
  Anchor,
  Button,
  Container,
  Group,
  List,
  Loader,
  Paper,
  Select,
  Stack,
  Switch,
  Text,
  Title,
} from '@mantine/core';
import { IconAlertCircle, IconArrowLeft, IconBug, IconDownload, IconRefresh } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { classifyApiError } from '../../../lib/apiErrors';
import { orpc } from '../../../lib/orpc';
import { createElement, ELEMENT_INFO } from '../elements/elementCatalog';
import { DebugPanel } from './DebugPanel';
import { appendDebugEntry, type DebugEntry } from './debugLog';
import { flowValidationReport } from './flowValidationReport';
import { TestElementList } from './TestElementList';
import { useFlowTestData } from './useFlowTestData';

type FlowItems = Array<Record<string, unknown>>;
const SUCCESS_MESSAGE_MS = 5_000;

/**
 * /flow-element-test (seed 001 §2.7): load a block's flow, add, remove and duplicate elements
 * locally, check them against the server's own rules, export as JSON. Nothing is saved here.
 */
export function FlowElementTestPage() {
  const [params, setParams] = useSearchParams();
  const chatbotId = params.get('chatbot');
  const [idblock, setIdblock] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<FlowItems>([]);
  const [flow, setFlow] = useState<FlowItems>([]);
  const [loadingFlow, setLoadingFlow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState<string[]>([]);
  const [debug, setDebug] = useState(false);
  const [panel, setPanel] = useState(false);
  const [log, setLog] = useState<DebugEntry[]>([]);
  const { chatbots, tree, variables } = useFlowTestData(chatbotId);
  const note = (level: DebugEntry['level'], text: string) =>
    setLog((current) =>
      appendDebugEntry(current, { id: (current[0]?.id ?? 0) + 1, at: new Date(), level, text }),
    );

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

  const main = tree.data?.flow.mainblocks;
  const mainBlocks = [main?.welcome, main?.default, main?.commerce].filter((block): block is Block =>
    Boolean(block),
  );
  const blockOptions = [
    {
      group: 'Flux principaux',
      items: mainBlocks.map((block) => ({ value: block.idblock, label: block.blockname || block.idblock })),
    },
    {
      group: 'Flux standards',
      items: (tree.data?.flow.blocks ?? []).map((block) => ({
        value: block.idblock,
        label: block.blockname || block.idblock,
      })),
    },
  ];

  async function load() {
    if (!chatbotId || !idblock) return;
    setLoadingFlow(true);
    setError(null);
    try {
      const { block } = await orpc.flows.block.call({ idchatbot: chatbotId, blockId: idblock });
      const items = block[0]?.flow ?? [];
      setLoaded(items);
      setFlow(items);
      setIncomplete([]);
      setSuccess(`Flux chargé : ${items.length} élément(s)`);
      note(
        'success',
        `Bloc ${idblock} chargé (${items.length} éléments, révision ${block[0]?.revision ?? '?'})`,
      );
    } catch (failure) {
      const classified = classifyApiError(failure);
      const message =
        classified.kind === 'response'
          ? classified.message
          : 'Une erreur est survenue lors du chargement des données';
      setError(message);
      note('error', message);
    } finally {
      setLoadingFlow(false);
    }
  }

  function change(next: FlowItems, text: string) {
    setFlow(next);
    // The report described the flow before this change.
    setIncomplete([]);
    if (debug) note('info', text);
  }

  function validate() {
    const report = flowValidationReport(flow);
    setIncomplete(report.incomplete);
    if (report.errors.length > 0) {
      for (const problem of report.errors) note('error', problem);
      setError(report.errors[0] ?? null);
    } else if (report.incomplete.length > 0) {
      // Saved as a draft, but these elements would reach no one: not 'aucune erreur'.
      note('error', incompleteTitle(report.incomplete.length));
      for (const problem of report.incomplete) note('error', problem);
    } else {
      setSuccess('Le flux respecte toutes les règles du serveur.');
      note('success', 'Validation : aucune erreur');
    }
  }

  function exportJson() {
    const url = URL.createObjectURL(new Blob([JSON.stringify(flow, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `flux-${idblock ?? 'test'}.json`;
    link.click();
    URL.revokeObjectURL(url);
    note('info', `Export JSON (${flow.length} éléments)`);
  }

  const loadError = chatbots.error ?? tree.error;
  return (
    <Container size="lg" py="xl">
      <Stack gap="lg">
        <Group justify="space-between">
          <div>
            <Anchor component={Link} to="/dashboard" size="sm">
              <Group gap={4}>
                <IconArrowLeft size={14} /> Tableau de bord
              </Group>
            </Anchor>
            <Title order={1} mt="xs">
              Test des éléments de flux
            </Title>
            <Text c="dimmed">
              Chargez un bloc, modifiez ses éléments ici et vérifiez-les avec les règles du serveur. Rien
              n'est enregistré.
            </Text>
          </div>
          <Group>
            <Switch
              label="Débogage"
              checked={debug}
              onChange={(event) => setDebug(event.currentTarget.checked)}
            />
            <Button variant="default" leftSection={<IconBug size={16} />} onClick={() => setPanel(true)}>
              Journal ({log.length})
            </Button>
          </Group>
        </Group>

        <Paper withBorder p="md" radius="md">
          <Group align="flex-end" wrap="wrap">
            <Select
              label="Chatbot"
              placeholder={chatbots.isLoading ? 'Chargement des chatbots...' : 'Choisissez un chatbot'}
              data={(chatbots.data?.chatbots ?? []).map((chatbot) => ({
                value: chatbot._id,
                label: chatbot.bot_name,
              }))}
              value={chatbotId}
              onChange={(value) => {
                setParams(value ? { chatbot: value } : {});
                setIdblock(null);
              }}
              searchable
              w={260}
            />
            <Select
              label="Bloc"
              placeholder={tree.isLoading ? 'Chargement des blocs...' : 'Choisissez un bloc'}
              data={blockOptions}
              value={idblock}
              onChange={setIdblock}
              disabled={!chatbotId || tree.isLoading}
              searchable
              w={260}
            />
            <Button onClick={load} loading={loadingFlow} disabled={!idblock}>
              Charger
            </Button>
            <Button
              variant="default"
              leftSection={<IconRefresh size={16} />}
              onClick={() => change(loaded, 'Réinitialisation')}
              disabled={loaded === flow}
            >
              Réinitialiser
            </Button>
          </Group>
          {variables.isLoading && chatbotId && (
            <Group gap="xs" mt="sm">
              <Loader size="xs" /> <Text size="sm">Chargement des variables...</Text>
            </Group>
          )}
          {variables.data && (
            <Text size="sm" c="dimmed" mt="sm">
              {variables.data.variables.length} variables disponibles (globales et déclarées).
            </Text>
          )}
        </Paper>

        {loadError && (
          <Alert
            color="red"
            icon={<IconAlertCircle size={18} />}
            title="Erreur lors du chargement des données"
          >
            <Button size="xs" mt="xs" onClick={() => void Promise.all([chatbots.refetch(), tree.refetch()])}>
              Réessayer
            </Button>
          </Alert>
        )}
        {error && (
          <Alert color="red" role="alert" withCloseButton onClose={() => setError(null)}>
            {error}
          </Alert>
        )}
        {success && (
          <Alert color="teal" role="status">
            {success}
          </Alert>
        )}
        {incomplete.length > 0 && (
          <Alert
            color="orange"
            role="alert"
            title={incompleteTitle(incomplete.length)}
            withCloseButton
            onClose={() => setIncomplete([])}
          >
            <List size="sm">
              {incomplete.map((problem) => (
                <List.Item key={problem}>{problem}</List.Item>
              ))}
            </List>
          </Alert>
        )}

        <Group gap="xs" aria-label="Ajouter un élément">
          {ELEMENT_TYPES.map((type) => (
            <Button
              key={type}
              size="xs"
              variant="light"
              onClick={() =>
                change(
                  [...flow, createElement(type, { defaultTarget: idblock ?? '' })],
                  `Ajout : ${ELEMENT_INFO[type].label}`,
                )
              }
            >
              {ELEMENT_INFO[type].label}
            </Button>
          ))}
        </Group>

        <Group>
          <Button variant="default" onClick={validate}>
            Vérifier avec les règles du serveur
          </Button>
          <Button variant="default" leftSection={<IconDownload size={16} />} onClick={exportJson}>
            Exporter en JSON
          </Button>
        </Group>

        <TestElementList
          flow={flow}
          onRemove={(index) =>
            change(
              flow.filter((_element, position) => position !== index),
              `Suppression de l'élément ${index + 1}`,
            )
          }
          onDuplicate={(index) =>
            change(
              [...flow.slice(0, index + 1), { ...flow[index] }, ...flow.slice(index + 1)],
              `Duplication de l'élément ${index + 1}`,
            )
          }
        />
      </Stack>
      <DebugPanel opened={panel} onClose={() => setPanel(false)} log={log} />
    </Container>
  );
}

function incompleteTitle(count: number): string {
  return count === 1
    ? 'Validation : 1 point incomplet, l’élément concerné ne sera pas envoyé'
    : `Validation : ${count} points incomplets, les éléments concernés ne seront pas envoyés`;
}
