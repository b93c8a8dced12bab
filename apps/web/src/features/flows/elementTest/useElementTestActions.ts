import type { ElementType } from '@griot/contract/flows/flowConstants';
import { useEffect, useState } from 'react';
import { classifyApiError } from '../../../lib/apiErrors';
import { orpc } from '../../../lib/orpc';
import { createElement } from '../elements/elementCatalog';
import { elementLabel } from '../elements/elementTexts';
import { appendDebugEntry, type DebugEntry } from './debugLog';
import { elementTestTexts } from './elementTestTexts';
import { flowValidationReport } from './flowValidationReport';

type FlowItems = Array<Record<string, unknown>>;
const SUCCESS_MESSAGE_MS = 5_000;
/** The page's notices and log lines: each leaf is read in the language shown when used. */
const notices = elementTestTexts.report;

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
      setSuccess(notices.loaded({ count: items.length }));
      note(
        'success',
        notices.blockLoaded({ idblock, count: items.length, revision: block[0]?.revision ?? '?' }),
      );
    } catch (failure) {
      const classified = classifyApiError(failure);
      const message = classified.kind === 'response' ? classified.message : notices.loadFailed;
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
      setSuccess(notices.valid);
      note('success', notices.noError);
    }
  }

  function exportJson() {
    const url = URL.createObjectURL(new Blob([JSON.stringify(flow, null, 2)], { type: 'application/json' }));
    const link = document.createElement('a');
    link.href = url;
    link.download = `flux-${idblock ?? 'test'}.json`;
    link.click();
    URL.revokeObjectURL(url);
    note('info', notices.exported({ count: flow.length }));
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
    reset: () => change(loaded, notices.reset),
    add: (type: ElementType) =>
      change(
        [...flow, createElement(type, { defaultTarget: idblock ?? '' })],
        notices.added({ label: elementLabel(type) }),
      ),
    remove: (index: number) =>
      change(
        flow.filter((_element, position) => position !== index),
        notices.removed({ position: index + 1 }),
      ),
    duplicate: (index: number) =>
      change(
        [...flow.slice(0, index + 1), { ...flow[index] }, ...flow.slice(index + 1)],
        notices.duplicated({ position: index + 1 }),
      ),
  };
}

export function incompleteTitle(count: number): string {
  return notices.incomplete({ count });
}
