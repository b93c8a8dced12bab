import { describe, expect, it } from 'vitest';
import {
  declarationsFromDrafts,
  draftsFromServer,
  type VariableDraft,
  variableDraftsReducer,
} from './variableDrafts';

const draft = (overrides: Partial<VariableDraft> = {}): VariableDraft => ({
  key: 'k1',
  id: '',
  slug: '',
  type: 'text',
  ...overrides,
});

describe('variableDraftsReducer', () => {
  it('appends an empty text variable', () => {
    expect(variableDraftsReducer([draft({ id: 'age' })], { type: 'add', key: 'k2' })).toEqual([
      draft({ id: 'age' }),
      { key: 'k2', id: '', slug: '', type: 'text' },
    ]);
  });

  it('fills an empty slug from the id, and keeps following it letter by letter', () => {
    let drafts = [draft()];
    for (const value of ['u', 'us', 'user', 'user_', 'user_n', 'user_name']) {
      drafts = variableDraftsReducer(drafts, { type: 'change', key: 'k1', field: 'id', value });
    }
    expect(drafts[0]).toMatchObject({ id: 'user_name', slug: 'User Name' });
  });

  it('never overwrites a slug the user wrote', () => {
    const drafts = variableDraftsReducer([draft({ id: 'age', slug: 'Âge du client' })], {
      type: 'change',
      key: 'k1',
      field: 'id',
      value: 'age_client',
    });
    expect(drafts[0]?.slug).toBe('Âge du client');
  });

  it('accepts only the declared types', () => {
    const change = (value: string) =>
      variableDraftsReducer([draft()], { type: 'change', key: 'k1', field: 'type', value })[0]?.type;
    expect(change('tel_sen')).toBe('tel_sen');
    expect(change('number')).toBe('number');
    expect(change('date')).toBe('text');
  });

  it('removes by key and replaces the whole list', () => {
    const two = [draft(), draft({ key: 'k2', id: 'age' })];
    expect(variableDraftsReducer(two, { type: 'remove', key: 'k1' })).toEqual([two[1]]);
    expect(variableDraftsReducer(two, { type: 'replace', drafts: [] })).toEqual([]);
  });
});

describe('draftsFromServer and declarationsFromDrafts', () => {
  it('blanks an unknown type and builds a trimmed payload once every type is known', () => {
    let n = 0;
    const drafts = draftsFromServer(
      [
        { id: 'age', slug: 'Age', type: 'text' },
        { id: 'ville', slug: 'Ville', type: 'city' },
      ],
      () => `k${++n}`,
    );
    expect(drafts.map((d) => [d.key, d.type])).toEqual([
      ['k1', 'text'],
      ['k2', ''],
    ]);
    expect(declarationsFromDrafts(drafts)).toBeNull();
    expect(declarationsFromDrafts([draft({ id: ' age ', slug: ' Âge ' })])).toEqual([
      { id: 'age', slug: 'Âge', type: 'text' },
    ]);
  });
});
