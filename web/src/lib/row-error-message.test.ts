import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import am from '../messages/am.json';
import en from '../messages/en.json';
import { fieldName, rowErrorMessage, rowErrorSentence, type RowErrorParts } from './row-error-message';

const english = createIntl({ locale: 'en', messages: en });
const amharic = createIntl({ locale: 'am', messages: am });

// Every code and reason the server writes (src/modules/migration: parsers, staging, set rules), with its params.
const SERVER_ERRORS: RowErrorParts[] = [
  { code: 'REQUIRED', field: 'full_name', message: 'This value is required.' },
  { code: 'REQUIRED', field: 'full_name', message: 'No column is mapped to the required field full_name.', params: { reason: 'unmapped' } },
  { code: 'INVALID_VALUE', field: 'full_name', message: 'Must be 1 to 200 characters.', params: { reason: 'length', min: 1, max: 200 } },
  {
    code: 'INVALID_VALUE',
    field: 'gender',
    message: 'Must be one of: female, male, other.',
    params: { reason: 'one_of', values: 'female, male, other' },
  },
  { code: 'INVALID_EMAIL', field: 'email', message: 'Not a valid email address.' },
  { code: 'INVALID_PHONE', field: 'phone', message: 'Not a valid phone number (local numbers are read as Ethiopian, +251).' },
  { code: 'INVALID_DATE', field: 'date_of_birth', message: 'Not a date: use YYYY-MM-DD or DD/MM/YYYY.' },
  { code: 'INVALID_DATE', field: 'date_of_birth', message: 'A date of birth cannot be in the future.', params: { reason: 'future' } },
  { code: 'INVALID_DATE', field: 'date_of_birth', message: 'A date of birth must give an age below 120.', params: { reason: 'too_old' } },
  { code: 'INVALID_AMOUNT', field: 'allowance_amount', message: 'Must be a number of at least 0 with at most two decimals, like 1500.00.' },
  {
    code: 'INVALID_CHARACTERS',
    field: 'full_name',
    message: 'Holds a control or text-direction character (U+202E), which would make it display differently from what is stored.',
    params: { character: 'U+202E' },
  },
  { code: 'CONTACT_REQUIRED', field: 'email', message: 'Give an email or a phone number (or both).' },
  { code: 'UNKNOWN_DEPARTMENT', field: 'department', message: 'No department of the organisation has this name or code.' },
  { code: 'UNKNOWN_PACKAGE', field: 'package_code', message: 'No benefit package of the organisation has this code.' },
  { code: 'DUPLICATE_IN_FILE', field: 'email', message: 'The same email is already in row 2.', params: { first_row: 2 } },
  { code: 'ALREADY_EXISTS', field: 'external_id', message: 'An active member already has this external_id.' },
  { code: 'ALREADY_EXISTS', field: 'phone', message: 'Another active member already has this phone.', params: { reason: 'other' } },
  { code: 'INVALID_VALUE', field: 'full_name', message: 'Has no visible character.', params: { reason: 'invisible' } },
  {
    code: 'ALLOWANCE_BELOW_COMMITTED',
    field: 'allowance_amount',
    message: 'This member already has on hold or spent 700.00.',
    params: { floor: '700.00' },
  },
];

describe("a row error in the user's language", () => {
  it('has a sentence of its own in both catalogues for every code and reason the server writes', () => {
    for (const error of SERVER_ERRORS) {
      const reason = error.params?.reason;
      const id = reason === undefined ? `rowError.${error.code}` : `rowError.${error.code}.${reason}`;
      expect(id in en, id).toBe(true);
      expect(id in am, id).toBe(true);
      expect(rowErrorSentence(amharic, error), id).not.toBe(error.message);
    }
  });

  it('names the values its params give, and the field by its name', () => {
    expect(rowErrorMessage(english, SERVER_ERRORS[14]!)).toBe('Duplicate in the file: The same Email is already in row 2.');
    expect(rowErrorSentence(english, SERVER_ERRORS[2]!)).toBe('Must be 1 to 200 characters.');
    expect(rowErrorSentence(english, SERVER_ERRORS[3]!)).toBe('Must be one of: female, male, other.');
    expect(rowErrorSentence(english, SERVER_ERRORS[1]!)).toBe('No column is mapped to the required field Full name.');
    const duplicate = rowErrorSentence(amharic, SERVER_ERRORS[14]!);
    expect(duplicate).toContain('2');
    expect(duplicate).toContain(fieldName(amharic, 'email'));
    expect(rowErrorSentence(amharic, SERVER_ERRORS[10]!)).toContain('U+202E');
  });

  it("falls back to the server's sentence for a code or reason the console does not know", () => {
    expect(rowErrorSentence(amharic, { code: 'NEW_CODE', field: 'email', message: 'A newer rule.' })).toBe('A newer rule.');
    expect(
      rowErrorSentence(amharic, {
        code: 'INVALID_DATE',
        field: 'date_of_birth',
        message: 'A newer reason.',
        params: { reason: 'weekend' },
      }),
    ).toBe('A newer reason.');
    expect(fieldName(amharic, 'shoe_size')).toBe('shoe_size');
  });
});
