import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import am from '../messages/am.json';
import en from '../messages/en.json';
import { ApiError } from './api';
import { apiErrorMessage } from './api-error-message';

const english = createIntl({ locale: 'en', messages: en });
const amharic = createIntl({ locale: 'am', messages: am });

// Every reason the server gives a refused file (src/modules/migration/files, src/plugins/errors.ts), with its params.
const FILE_ISSUES: { reason: string; params?: Record<string, string | number> }[] = [
  { reason: 'empty' },
  { reason: 'no_data_rows' },
  { reason: 'no_header' },
  { reason: 'too_many_columns', params: { max: 500 } },
  { reason: 'blank_header', params: { column: 2 } },
  { reason: 'header_character', params: { column: 3, character: 'U+202E' } },
  { reason: 'header_twice', params: { name: 'full_name', first: 2, second: 3 } },
  { reason: 'cell_too_long', params: { max: 10000 } },
  { reason: 'row_too_long', params: { max: 65536 } },
  { reason: 'staged_before_upgrade' },
  { reason: 'too_many_rows', params: { max: 100000 } },
  { reason: 'row_too_large', params: { megabytes: 1 } },
  { reason: 'malformed' },
  { reason: 'malformed_near_line', params: { line: 7 } },
  { reason: 'header_too_long' },
  { reason: 'encoding', params: { encoding: 'UTF-8' } },
  { reason: 'binary' },
  { reason: 'old_excel' },
  { reason: 'pdf' },
  { reason: 'image' },
  { reason: 'compressed' },
  { reason: 'unreadable_xlsx' },
  { reason: 'no_sheet' },
  { reason: 'xlsx_too_large' },
  { reason: 'upload_limit' },
];

const refusal = (code: 'VALIDATION_FAILED' | 'UNSUPPORTED_MEDIA_TYPE' | 'PAYLOAD_TOO_LARGE', details: ApiError['details']) =>
  new ApiError(400, code, 'English.', details);

describe("a refusal in the user's language", () => {
  it("says every refused file's reason in a sentence of both catalogues, with the values it names", () => {
    for (const { reason, params } of FILE_ISSUES) {
      expect(`issue.${reason}` in en && `issue.${reason}` in am, reason).toBe(true);
      const said = apiErrorMessage(
        amharic,
        refusal('VALIDATION_FAILED', [{ field: 'file', issue: 'in English', reason, ...(params ? { params } : {}) }]),
      );
      expect(said, reason).not.toContain('in English');
      expect(said, reason).not.toContain('file:');
      for (const value of Object.values(params ?? {}))
        expect(said, reason).toContain(typeof value === 'number' ? amharic.formatNumber(value) : value);
    }
  });

  it("puts the code's message first, then the detail's sentence", () => {
    expect(apiErrorMessage(english, refusal('UNSUPPORTED_MEDIA_TYPE', [{ field: 'file', issue: 'is a PDF', reason: 'pdf' }]))).toBe(
      'This is not a CSV or XLSX file. The file is a PDF.',
    );
    expect(
      apiErrorMessage(
        english,
        refusal('PAYLOAD_TOO_LARGE', [
          { field: 'file', issue: 'at most 100000 data rows', reason: 'too_many_rows', params: { max: 100000 } },
        ]),
      ),
    ).toBe('The file is too large or has too many rows. The file has more than 100,000 rows.');
  });

  it('names a detail it cannot say as the server did, for a refused request only', () => {
    expect(
      apiErrorMessage(english, refusal('VALIDATION_FAILED', [{ field: 'profile_name', issue: 'is required with save_profile' }])),
    ).toBe('The request is not valid. (profile_name: is required with save_profile)');
    expect(apiErrorMessage(english, refusal('UNSUPPORTED_MEDIA_TYPE', [{ field: 'file', issue: 'a newer issue', reason: 'newer' }]))).toBe(
      'This is not a CSV or XLSX file.',
    );
    expect(apiErrorMessage(english, new Error('boom'))).toBe(en['error.INTERNAL']);
  });
});
