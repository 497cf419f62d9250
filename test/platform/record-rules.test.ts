import { describe, expect, it } from 'vitest';
import { AppError } from '../../src/lib/app-error.js';
import { checkedRecord } from '../../src/lib/records/checked-record.js';
import { departmentRules } from '../../src/modules/departments-packages/records.js';
import { memberRules } from '../../src/modules/members/record.js';
import { membersDataset } from '../../src/modules/migration/datasets/members.js';

const NOW = new Date('2026-06-01T08:00:00Z');

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(AppError);
    return (error as AppError).details.map((d) => [d.field, d.reason]);
  }
  throw new Error('expected a refusal');
}

/** A record's rules, owned by its capability and shared with the importer: checked without HTTP or a database. */
describe('record rules', () => {
  it('the members dataset checks rows by the members capability rules', () => {
    expect(membersDataset.fields).toBe(memberRules.fields);
    expect(membersDataset.rowRules).toBe(memberRules.rowRules);
  });

  it('stores a member as a file row would be: amounts read with separators and the currency mark, dates as ISO', () => {
    const record = checkedRecord(
      memberRules,
      {
        external_id: 'EMP-1',
        full_name: 'Abebe Kebede',
        email: 'A@Example.ET',
        allowance_amount: 'ETB 1,500.50',
        date_of_birth: '1990-05-04',
      },
      NOW,
      'member',
      'ETB',
    );
    expect(record).toMatchObject({ external_id: 'EMP-1', email: 'a@example.et', allowance_amount: '1500.50', date_of_birth: '1990-05-04' });
  });

  it('refuses with the import codes: a missing required field, a contact neither given, a control character', () => {
    expect(refusal(() => checkedRecord(memberRules, { full_name: 'A' }, NOW, 'member', 'ETB'))).toEqual([
      ['external_id', 'REQUIRED'],
      ['email', 'CONTACT_REQUIRED'],
    ]);
    expect(refusal(() => checkedRecord(departmentRules, { code: 'HR', name: 'Human\u202Eresources' }, NOW, 'department', 'ETB'))).toEqual([
      ['name', 'INVALID_CHARACTERS'],
    ]);
  });
});
