import { describe, expect, it } from 'vitest';
import { indexedFragment } from '../../src/modules/members/search-fragment.js';

describe('indexedFragment: the part of a long search the trigram index is asked for', () => {
  it('keeps a short search whole', () => {
    expect(indexedFragment('tesf')).toBe('tesf');
    expect(indexedFragment('ተስፋዬ')).toBe('ተስፋዬ');
    expect(indexedFragment('abcdef')).toBe('abcdef');
  });
  it('asks for digits first: the last six of a phone or an employee number, the digits of an email', () => {
    // Of a phone's windows of six digits, one with fewer distinct trigrams: fewer lists of the index to read.
    expect(indexedFragment('+251900500000')).toBe('050000');
    expect(indexedFragment('0911234567')).toBe('234567');
    // "500000" holds only two distinct trigrams: "050000" ("050", "500", "000").
    expect(indexedFragment('dir0500000')).toBe('050000');
    expect(indexedFragment('abebe.kebede.1987@gmail.com')).toBe('e.1987');
  });
  it('asks for a repetitive window (under three distinct trigrams) only when nothing else is left', () => {
    // "500000" and "077777" hold two distinct trigrams: the index would find every text with both anywhere.
    expect(indexedFragment('dir500000@directory.example.et')).toBe('r50000');
    expect(indexedFragment('dir0777777')).toBe('r07777');
    expect(indexedFragment('0000000')).toBe('000000');
  });
  it("asks for an email's part before the @, and the end of anything else", () => {
    expect(indexedFragment('almaz.kebede@gmail.com')).toBe('almaz.');
    expect(indexedFragment('tesfaye alemu')).toBe(' alemu');
    expect(indexedFragment('ተስፋዬ ከበደ አበበ')).toBe('በደ አበበ');
  });
});
