import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import am from '../../../messages/am.json';
import en from '../../../messages/en.json';
import { failureMessage, type Failure } from './failure-message';

const english = createIntl({ locale: 'en', messages: en });
const amharic = createIntl({ locale: 'am', messages: am });

// Every failure the server writes (src/modules/migration/commit/commit-service.ts).
const FAILURES: Failure[] = [
  {
    code: 'ORG_PENDING',
    message: 'The organisation became pending before the import ran; nothing was imported.',
    params: { reason: 'inactive', status: 'pending' },
  },
  {
    code: 'ALREADY_EXISTS',
    message: 'Since the preview, 3 of the members this file updates stopped being active. Nothing was imported; validate again.',
    params: { reason: 'vanished', count: 3 },
  },
  {
    code: 'ALREADY_EXISTS',
    message:
      'Since the preview, active members took identifiers of this file (external_id: 1 rows, email: 2 rows). Nothing was imported; validate again to see the rows.',
    params: { reason: 'taken', external_id: 1, email: 2 },
  },
  {
    code: 'ALREADY_EXISTS',
    message:
      'Since the preview, active members took identifiers of this file (a concurrent import). Nothing was imported; validate again to see the rows.',
    params: { reason: 'concurrent' },
  },
  {
    code: 'IMPORT_FAILED',
    message: 'The import failed in the database; nothing was imported. Try again, or contact support with the job id.',
    params: { reason: 'database' },
  },
];

describe("why an import failed, in the user's language", () => {
  it('has a sentence of its own in both languages for every failure the server writes, with no English left in Amharic', () => {
    for (const failure of FAILURES) {
      const said = failureMessage(amharic, failure);
      expect(said, failure.params?.reason as string).not.toContain(failure.message);
      expect(said).not.toMatch(/\b(rows?|email|external_id|Since|import)\b/);
      expect(failureMessage(english, failure)).not.toBe('');
    }
  });

  it('names the counts, and each field that lost rows by its name', () => {
    expect(failureMessage(english, FAILURES[1]!)).toContain('3 members');
    expect(failureMessage(english, FAILURES[2]!)).toContain('(Employee or member number: 1 row, Email: 2 rows)');
    expect(failureMessage(amharic, FAILURES[2]!)).toContain('ኢሜይል');
  });

  it("keeps the code's name and the server's sentence for a failure it has no sentence for", () => {
    expect(failureMessage(english, { code: 'IMPORT_FAILED', message: 'Older server.' })).toBe(
      'The database refused the import. Older server.',
    );
    // A code the catalogue lacks is its own name (react-intl reports the missing message; not an error here).
    const lenient = createIntl({ locale: 'am', messages: am, onError: () => undefined });
    expect(failureMessage(lenient, { code: 'NEW_CODE', message: 'Newer server.', params: { reason: 'x' } })).toBe('NEW_CODE Newer server.');
  });
});
