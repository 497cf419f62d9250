import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import type { Member } from '../../../api/types';
import { ApiError } from '../../../lib/api';
import am from '../../../messages/am.json';
import en from '../../../messages/en.json';
import { serverFieldErrors } from '../../../lib/form-errors';
import { changedFields, formValues, MEMBER_FORM_FIELDS } from './member-form';

const member: Member = {
  id: 'm1',
  external_id: 'E-1',
  full_name: 'Meron',
  email: 'm@x.et',
  phone: '+251911234567',
  date_of_birth: null,
  gender: 'female',
  department: 'Human Resources',
  employment_start_date: null,
  package_code: 'BASIC',
  allowance_amount: '1000.00',
  allowance_follows_package: false,
  status: 'active',
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
};

describe('the member form', () => {
  it("sends a new member's given fields only", () => {
    expect(changedFields({ ...formValues(), external_id: ' E-2 ', full_name: 'Abel', email: 'a@x.et' })).toEqual({
      external_id: 'E-2',
      full_name: 'Abel',
      email: 'a@x.et',
    });
  });

  it("sends a change's differences, an emptied field as null", () => {
    expect(changedFields({ ...formValues(member), phone: '', allowance_amount: '1200.00' }, member)).toEqual({
      phone: null,
      allowance_amount: '1200.00',
    });
    expect(changedFields(formValues(member), member)).toEqual({});
  });

  it("says the server's refusals by field in the import's words, in both languages", () => {
    const refusal = new ApiError(400, 'VALIDATION_FAILED', 'no', [
      { field: 'email', issue: 'Not a valid email address.', reason: 'INVALID_EMAIL' },
      { field: 'email', issue: 'x', reason: 'CONTACT_REQUIRED' },
      { field: 'salary', issue: 'unknown' },
    ]);
    expect(serverFieldErrors(createIntl({ locale: 'en', messages: en }), refusal, MEMBER_FORM_FIELDS)).toEqual({
      email: en['rowError.INVALID_EMAIL'],
    });
    expect(
      serverFieldErrors(
        createIntl({ locale: 'am', messages: am }),
        new ApiError(409, 'CONFLICT', 'no', [{ field: 'phone', issue: 'taken', reason: 'ALREADY_EXISTS' }]),
        MEMBER_FORM_FIELDS,
      ).phone,
    ).not.toContain('taken');
  });
});
