import { describe, expect, it } from 'vitest';
import { flowValidationReport } from './flowValidationReport';

describe('flowValidationReport', () => {
  it('is empty for a valid flow and names each problem by position', () => {
    expect(flowValidationReport([{ type: 'text', message: 'Bonjour' }])).toEqual([]);
    expect(
      flowValidationReport([
        { type: 'text', message: 'ok' },
        { type: 'delay', timmer: '9' },
      ]),
    ).toEqual(['Élément 2 : Le délai doit être compris entre 1 et 5 secondes']);
  });
});
