import { describe, expect, it } from 'vitest';
import { arrayParam } from './arrayParam';

describe('arrayParam', () => {
  it('writes ids and numbers as one array literal, and an empty list as an empty array', () => {
    expect(arrayParam(['6f1c1c3e-0000-4000-8000-000000000001', '6f1c1c3e-0000-4000-8000-000000000002'])).toBe(
      '{6f1c1c3e-0000-4000-8000-000000000001,6f1c1c3e-0000-4000-8000-000000000002}',
    );
    expect(arrayParam([3, 14])).toBe('{3,14}');
    expect(arrayParam([])).toBe('{}');
  });
});
