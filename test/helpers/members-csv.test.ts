import { describe, expect, it } from 'vitest';
import { DEMO_MEMBER, DEMO_PERSONAS } from '../../src/db/seed.js';
import { validMembersCsv } from './migration.js';

// Test files share the helper's module in a worker, so a prefix's phone numbers depend on the files
// that ran before: the crash test's 60,000-row file once held the seeded member's phone (row 34,567).
describe('validMembersCsv', () => {
  it('never gives a row the phone or email of a seeded member or persona, whichever prefixes came before', () => {
    const seeded = [DEMO_MEMBER.phone, ...DEMO_PERSONAS.flatMap((p) => [p.phone, p.email])];
    for (let n = 0; n < 16; n++) {
      const csv = validMembersCsv(60_000, `SEED${n}X`);
      for (const value of seeded) expect(csv.includes(`,${value},`), `${value} in prefix SEED${n}X`).toBe(false);
    }
  });

  it('keeps the emails of prefix L1 row 11 and prefix L11 row 1 apart', () => {
    const email = (csv: string, row: number) => csv.split('\n')[row]!.split(',')[2];
    expect(email(validMembersCsv(11, 'L1'), 11)).not.toBe(email(validMembersCsv(1, 'L11'), 1));
  });
});
