import { describe, expect, it } from 'vitest';
import { libraryPhone, phone } from '../../src/lib/records/parsers.js';

/**
 * The phone parser asks libphonenumber once per five-digit prefix of an Ethiopian number (issue 31). That
 * is exact only while Ethiopia's numbering plan decides validity by the first five digits: checked here
 * against the installed metadata for every prefix, with suffixes that differ in every digit.
 */
describe('Ethiopian phone numbers by prefix', () => {
  it('answers as libphonenumber does for every five-digit prefix, written in full or locally', () => {
    const suffixes = ['0000', '9999'];
    const differ: string[] = [];
    for (let p = 10_000; p <= 99_999; p++) {
      for (const suffix of suffixes) {
        const national = `${p}${suffix}`;
        for (const raw of [`+251${national}`, `0${national}`]) {
          const ours = phone(raw);
          const theirs = libraryPhone(raw);
          if (('value' in ours ? ours.value : undefined) !== theirs) differ.push(raw);
        }
      }
    }
    expect(differ.slice(0, 10)).toEqual([]);
  }, 120_000);

  it('reads other forms through the library as before', () => {
    expect(phone('+251 91 123 4567')).toEqual({ value: '+251911234567' });
    expect(phone('091-123-4567')).toEqual({ value: '+251911234567' });
    expect(phone('+44 20 7946 0958')).toEqual({ value: '+442079460958' });
    expect(phone('+251011234567')).toMatchObject({ error: { code: 'INVALID_PHONE' } });
    expect(phone('0911')).toMatchObject({ error: { code: 'INVALID_PHONE' } });
  });
});
