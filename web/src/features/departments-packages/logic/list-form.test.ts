import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../../messages/en.json';
import { ApiError } from '../../../lib/api';
import { serverFieldErrors } from '../../../lib/form-errors';
import { changedFields, FORM_FIELDS, formValues, takenSentence } from './list-form';

const intl = createIntl({ locale: 'en', messages: en });
const pkg = {
  id: 'p1',
  code: 'GOLD',
  name: 'Gold',
  description: 'Family',
  allowance_amount: { amount: '15000.00', currency: 'ETB' },
  status: 'active' as const,
  member_count: 3,
  created_at: '',
  updated_at: '',
};

describe('the department and package form', () => {
  it("shows a package's allowance as its amount, and sends a change as Money, an emptied optional field as null", () => {
    const values = formValues(pkg);
    expect(values).toEqual({ code: 'GOLD', name: 'Gold', description: 'Family', allowance_amount: '15000.00' });
    expect(changedFields('packages', { ...values, allowance_amount: ' 18000 ', description: '' }, 'ETB', pkg)).toEqual({
      allowance_amount: { amount: '18000', currency: 'ETB' },
      description: null,
    });
    expect(changedFields('packages', values, 'ETB', pkg)).toEqual({});
  });

  it("sends a new department's code and name only", () => {
    expect(
      changedFields('departments', { code: ' RAD ', name: 'Radiology', description: 'ignored', allowance_amount: '1' }, 'ETB'),
    ).toEqual({ code: 'RAD', name: 'Radiology' });
  });

  it("puts the server's refusals under their fields in the import's sentences, and names the kind for a taken code", () => {
    const error = new ApiError(409, 'CONFLICT', 'x', [
      { field: 'code', issue: 'belongs to another department', reason: 'ALREADY_EXISTS' },
      { field: 'allowance_amount', issue: 'bad', reason: 'INVALID_AMOUNT' },
      { field: 'allowance_amount.currency', issue: 'must be ETB', reason: 'CURRENCY_MISMATCH' },
    ]);
    expect(serverFieldErrors(intl, error, FORM_FIELDS.departments, takenSentence(intl, 'departments'))).toEqual({
      code: 'Another department already has this Code, or has it as its code or name (case and outer spaces are ignored).',
    });
    expect(serverFieldErrors(intl, error, FORM_FIELDS.packages, takenSentence(intl, 'packages')).allowance_amount).toBe(
      'Must be a number of at least 0 with at most two decimals, like 1500.00.',
    );
  });
});
