import { describe, expect, it } from 'vitest';
import { applyProfile, duplicateTargets, initialDraft, joinedFields, missingRequired, toColumnMapping } from './mapping';

const FIELDS = [
  { key: 'external_id', label: 'Employee number', required: true },
  { key: 'full_name', label: 'Full name', required: true },
  { key: 'email', label: 'Email', required: false },
];

describe('the mapping editor', () => {
  it('starts from the suggestion, every column present, unsuggested ones not imported', () => {
    expect(initialDraft(['ID', 'Name', 'Notes'], null, { ID: 'external_id', Name: 'full_name' })).toEqual({
      ID: 'external_id',
      Name: 'full_name',
      Notes: null,
    });
  });

  it("prefers the job's saved mapping over the suggestion", () => {
    expect(initialDraft(['ID', 'Name'], { Name: 'full_name' }, { ID: 'external_id', Name: 'email' })).toEqual({
      ID: null,
      Name: 'full_name',
    });
  });

  it('flags required fields that no column goes to', () => {
    expect(missingRequired({ ID: 'external_id', Name: null }, FIELDS).map((f) => f.key)).toEqual(['full_name']);
    expect(missingRequired({ ID: 'external_id', Name: 'full_name' }, FIELDS)).toEqual([]);
  });

  it('finds a field that two columns go to, with both columns', () => {
    expect([...duplicateTargets({ A: 'email', B: 'email', C: 'full_name' })]).toEqual([['email', ['A', 'B']]]);
    expect(duplicateTargets({ A: 'email', B: null, C: null }).size).toBe(0);
  });

  it('lets a field written in parts take up to as many columns, and says which it joins', () => {
    const draft = { ስም: 'full_name', 'የአባት ስም': 'full_name', 'የአያት ስም': 'full_name', ID: 'external_id' };
    expect(duplicateTargets(draft, { full_name: 3 }).size).toBe(0);
    expect([...joinedFields(draft, { full_name: 3 })]).toEqual([['full_name', ['ስም', 'የአባት ስም', 'የአያት ስም']]]);
    expect([...duplicateTargets({ ...draft, Extra: 'full_name' }, { full_name: 3 })]).toEqual([
      ['full_name', ['ስም', 'የአባት ስም', 'የአያት ስም', 'Extra']],
    ]);
    expect(joinedFields({ A: 'email', B: 'email' }, { full_name: 3 }).size).toBe(0);
  });

  it('applies a profile to the columns this file has, ignoring fields the dataset no longer knows', () => {
    expect(
      applyProfile(['ID', 'Mail', 'Extra'], { ID: 'external_id', Mail: 'email', Gone: 'full_name', Extra: 'shoe_size' }, FIELDS),
    ).toEqual({ ID: 'external_id', Mail: 'email', Extra: null });
  });

  it('sends only the imported columns', () => {
    expect(toColumnMapping({ ID: 'external_id', Notes: null })).toEqual({ ID: 'external_id' });
  });
});
