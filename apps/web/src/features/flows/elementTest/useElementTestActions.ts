import type { ElementType } from '@griot/contract/flows/flowConstants';
import { useEffect, useState } from 'react';
import { classifyApiError } from '../../../lib/apiErrors';
import { orpc } from '../../../lib/orpc';
import { createElement, ELEMENT_INFO } from '../elements/elementCatalog';
import { appendDebugEntry, type DebugEntry } from './debugLog';
import { flowValidationReport } from './flowValidationReport';

type FlowItems = Array<Record<string, unknown>>;
const SUCCESS_MESSAGE_MS = 5_000;

/**
 * What the element test page does: load a block's flow, change it locally (add, remove,
 * duplicate, reset), check it against the server's rules and export it, with a debug log of each
 * step. Nothing is ever saved.
 */
export function useElementTestActions(chatbotId: string | null) {
  const [idblock, setIdblock] = useState<string | null>(null);
  const [loaded, setLoaded] = useState<FlowItems>([]);
  const [flow, setFlow] = useState<FlowItems>([]);
  const [loadingFlow, setLoadingFlow] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [incomplete, setIncomplete] = useState<string[]>([]);
  const [debug, setDebug] = useState(false);
  const [log, setLog] = useState<DebugEntry[]>([]);
  const note = (level: DebugEntry['level'], text: string) =>
    setLog((current) =>
      appendDebugEntry(current, { id: (current[0]?.id ?? 0) + 1, at: new Date(), level, text }),
    );

  useEffect(() => {
    if (!success) return;
    const timer = setTimeout(() => setSuccess(null), SUCCESS_MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [success]);

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

  return {
    idblock,
    choose: setIdblock,
    flow,
    /** True until the flow differs from the one loaded. */
    pristine: loaded === flow,
    loadingFlow,
    error,
    dismissError: () => setError(null),
    success,
    incomplete,
    dismissIncomplete: () => setIncomplete([]),
    debug,
    setDebug,
    log,
    load,
    validate,
    exportJson,
    reset: () => change(loaded, 'Réinitialisation'),
    add: (type: ElementType) =>
      change(
        [...flow, createElement(type, { defaultTarget: idblock ?? '' })],
        `Ajout : ${ELEMENT_INFO[type].label}`,
      ),
    remove: (index: number) =>
      change(
        flow.filter((_element, position) => position !== index),
        `Suppression de l'élément ${index + 1}`,
      ),
    duplicate: (index: number) =>
      change(
        [...flow.slice(0, index + 1), { ...flow[index] }, ...flow.slice(index + 1)],
        `Duplication de l'élément ${index + 1}`,
      ),
  };
}

export function incompleteTitle(count: number): string {
  return count === 1
    ? 'Validation : 1 point incomplet, l’élément concerné ne sera pas envoyé'
    : `Validation : ${count} points incomplets, les éléments concernés ne seront pas envoyés`;
}
