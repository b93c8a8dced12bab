/** Which advice on what to do fits a campaign's pause (the `advice` texts of campaignResultsMessages). */
export type PauseAdviceKind = 'quality' | 'template' | 'account' | 'failures' | 'other';

/**
 * The kind of advice for a stored pause code (broadcasts.pause_reason: the number's protection
 * codes, protectionPauses.ts on the server, and the Graph halts 'graph:<code>'); 'other' for any
 * other reason or none.
 */
export function pauseAdviceKind(code: string | null | undefined): PauseAdviceKind {
  if (!code) return 'other';
  if (code.startsWith('quality:') || code === 'graph:131048') return 'quality';
  if (code.startsWith('template-quality:') || code === 'graph:132015' || code === 'graph:132016')
    return 'template';
  if (code.startsWith('account:')) return 'account';
  if (code.startsWith('failure-rate:')) return 'failures';
  return 'other';
}
