import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJob, post, uploadAndValidate, uploadOk, waitForStatus } from '../helpers/migration.js';
import { bearer, createTestApp, expectError, type TestContext } from '../helpers/test-app.js';

/**
 * Text pasted together from several systems: NFC after trimming, emails folded (NFKC, lower case),
 * control and bidirectional characters refused, unknown JSON fields refused (issue "Input hygiene").
 */
let t: TestContext;
let hr: string;
beforeAll(async () => {
  t = await createTestApp();
  hr = await t.login('demo-hr-admin');
});
afterAll(async () => t.close());

// What displays other than it is stored: controls, separators, text-direction and interlinear marks.
const CONTROL_OR_BIDI = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069\uFFF9-\uFFFB]/;
const csvCell = (value: string) => `"${value.replace(/"/g, '""')}"`;
const csv = (rows: string[][]) => `${rows.map((r) => r.map(csvCell).join(',')).join('\r\n')}\r\n`;
let counter = 0;
const unique = () => `H${Date.now().toString(36)}${(counter++).toString(36)}`;

async function errorsOf(jobId: string) {
  return (await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${jobId}/errors?page_size=500`, headers: bearer(hr) })).json().data
    .items as { row: number; field: string; code: string; value: string }[];
}
async function stagedRecords(jobId: string) {
  const rows = await t.database.db
    .selectFrom('migration_records')
    .select(['row_number', 'record'])
    .where('job_id', '=', jobId)
    .orderBy('row_number')
    .execute();
  return new Map(rows.map((r) => [r.row_number, r.record as Record<string, string | null>]));
}

describe('text cells of an import', () => {
  it('finds a full-width address and its ASCII twin to be one address: DUPLICATE_IN_FILE', async () => {
    const id = unique();
    const job = await uploadAndValidate(
      t,
      hr,
      csv([
        ['external_id', 'full_name', 'email'],
        [`${id}-1`, 'Almaz', `ａbc.${id}@x.org`],
        [`${id}-2`, 'Almaz B', `abc.${id}@x.org`],
      ]),
    );
    const errors = await errorsOf(job.id);
    expect(errors).toEqual([expect.objectContaining({ row: 3, field: 'email', code: 'DUPLICATE_IN_FILE' })]);
    expect((await stagedRecords(job.id)).get(2)!.email).toBe(`abc.${id.toLowerCase()}@x.org`);
  });

  it('refuses a control character and a right-to-left override as INVALID_CHARACTERS, with row and column', async () => {
    const id = unique();
    const job = await uploadAndValidate(
      t,
      hr,
      csv([
        ['external_id', 'full_name', 'phone'],
        [`${id}-1`, 'Bell\u0007Ringer', '+251911000001'],
        [`${id}-2`, 'evil\u202Egnp.exe', '+251911000002'],
        [`${id}-3`, 'Plain Name', '+251911000003'],
      ]),
    );
    const errors = await errorsOf(job.id);
    expect(errors.map((e) => [e.row, e.field, e.code])).toEqual([
      [2, 'full_name', 'INVALID_CHARACTERS'],
      [3, 'full_name', 'INVALID_CHARACTERS'],
    ]);
    expect(errors[1]!.value).toBe('evil\u202Egnp.exe');
    expect(job.validation.errors_by_code).toEqual({ INVALID_CHARACTERS: 2 });
  });

  it('trims zero-width characters at the edges with the spaces, and stores NFC', async () => {
    const id = unique();
    const job = await uploadAndValidate(
      t,
      hr,
      csv([
        ['external_id', 'full_name', 'email'],
        [`\u200B${id}-1\uFEFF`, ' Jose\u0301 ', `\u200Dz.${id}@x.org `],
      ]),
    );
    expect(job.validation.error_count).toBe(0);
    const record = (await stagedRecords(job.id)).get(2)!;
    expect(record).toMatchObject({ external_id: `${id}-1`, full_name: 'Jos\u00E9', email: `z.${id.toLowerCase()}@x.org` });
  });

  it('refuses a header holding a control character', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/v1/migration/jobs',
      ...(await multipartUpload('external_id,full\u0007name\nA,B\n')),
    });
    const error = expectError(response, 400, 'VALIDATION_FAILED');
    expect(error.details[0]!.issue).toContain('U+0007');
  });

  it('property: what is stored is NFC, trimmed and never holds a control or bidi character; the rest are INVALID_CHARACTERS', async () => {
    // NUL is left out: a file holding one is binary, refused whole (415) before any cell is read.
    const codePoint = fc.integer({ min: 1, max: 0x10ffff }).filter((c) => c < 0xd800 || c > 0xdfff);
    const names = fc.array(
      fc.array(codePoint, { minLength: 1, maxLength: 12 }).map((cs) => String.fromCodePoint(...cs)),
      { minLength: 5, maxLength: 20 },
    );
    await fc.assert(
      fc.asyncProperty(names, async (cells) => {
        const id = unique();
        const rows = [
          ['external_id', 'full_name', 'phone'],
          ...cells.map((name, i) => [`${id}-${i}`, name, `+2519${String(11_000_000 + counter * 100 + i).padStart(8, '0')}`]),
        ];
        const job = await uploadAndValidate(t, hr, csv(rows));
        const errors = await errorsOf(job.id);
        const records = await stagedRecords(job.id);
        for (const [i] of cells.entries()) {
          const row = i + 2;
          const nameErrors = errors.filter((e) => e.row === row && e.field === 'full_name').map((e) => e.code);
          const stored = records.get(row)?.full_name;
          if (nameErrors.length > 0) {
            expect(stored ?? null).toBeNull();
            expect(['INVALID_CHARACTERS', 'INVALID_VALUE', 'REQUIRED']).toContain(nameErrors[0]);
          } else {
            expect(stored).toBe(stored!.normalize('NFC'));
            expect(stored).not.toMatch(CONTROL_OR_BIDI);
            expect(stored).toBe(stored!.trim());
          }
          if (nameErrors[0] === 'INVALID_CHARACTERS')
            expect(errors.find((e) => e.row === row && e.field === 'full_name')!.value).toMatch(CONTROL_OR_BIDI);
        }
      }),
      { numRuns: 8 },
    );
  }, 120_000);

  it('property: two cells that fold to the same address are DUPLICATE_IN_FILE', async () => {
    const local = fc.stringMatching(/^[a-z]{3,10}$/);
    const variant = fc.array(fc.constantFrom('same', 'upper', 'wide'), { minLength: 10, maxLength: 10 });
    await fc.assert(
      fc.asyncProperty(local, variant, async (name, how) => {
        const id = unique();
        const address = `${name}.${id.toLowerCase()}@x.org`;
        const twin = [...address]
          .map((ch, i) =>
            /[a-z]/.test(ch)
              ? how[i % how.length] === 'upper'
                ? ch.toUpperCase()
                : how[i % how.length] === 'wide'
                  ? String.fromCharCode(ch.charCodeAt(0) + 0xfee0)
                  : ch
              : ch,
          )
          .join('');
        const job = await uploadAndValidate(
          t,
          hr,
          csv([
            ['external_id', 'full_name', 'email'],
            [`${id}-1`, 'One', address],
            [`${id}-2`, 'Two', twin],
          ]),
        );
        const errors = await errorsOf(job.id);
        expect(errors.map((e) => [e.row, e.field, e.code])).toEqual([[3, 'email', 'DUPLICATE_IN_FILE']]);
      }),
      { numRuns: 6 },
    );
  }, 120_000);
});

async function multipartUpload(content: string) {
  const { multipart } = await import('../helpers/multipart.js');
  const body = multipart([
    { field: 'dataset_type', value: 'members' },
    { fileName: 'h.csv', content },
  ]);
  return { headers: { ...bearer(hr), ...body.headers }, payload: body.payload };
}

describe('text fields of the profile', () => {
  it('refuses a control character or a bidi override in the name, naming the field; stores NFC', async () => {
    const patch = (payload: object) => t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(hr), payload });
    for (const name of ['Bell\u0007', 'evil\u202Eeman', 'iso\u2066late']) {
      const error = expectError(await patch({ full_name: name }), 400, 'VALIDATION_FAILED');
      expect(error.details).toEqual([{ field: 'full_name', issue: expect.stringContaining('control or text-direction character') }]);
    }
    const ok = await patch({ full_name: '\u200B Jose\u0301 Tadesse ' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.full_name).toBe('Jos\u00E9 Tadesse');
  });
});

describe('unknown fields', () => {
  it('PATCH /v1/me/profile with only an unknown field is 400 naming it, and changes nothing', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: bearer(hr) })).json().data;
    const error = expectError(
      await t.app.inject({ method: 'PATCH', url: '/v1/me/profile', headers: bearer(hr), payload: { a: 1 } }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([{ field: 'a', issue: 'is not a field of this request' }]);
    expect((await t.app.inject({ method: 'GET', url: '/v1/me/profile', headers: bearer(hr) })).json().data).toEqual(before);
  });

  it('every route with a JSON body refuses an unknown field, naming it (from the OpenAPI document)', async () => {
    const superUser = await t.login('demo-super-user');
    const job = await uploadOk(t, superUser, 'external_id,full_name,email\nU1,Unknown Field,u1@x.org\n');
    const document = t.app.swagger() as { paths: Record<string, Record<string, { requestBody?: { content?: Record<string, unknown> } }>> };
    const routes = Object.entries(document.paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, op]) => op.requestBody?.content?.['application/json'])
        .map(([method]) => ({ method: method.toUpperCase(), path })),
    );
    expect(routes.length).toBeGreaterThanOrEqual(8);
    const misses: string[] = [];
    for (const { method, path } of routes) {
      const url = path.replace('{id}', job.id).replace('{row}', '2');
      const response = await t.app.inject({
        method: method as 'POST',
        url,
        headers: bearer(await t.login('demo-super-user')),
        payload: { misspelt_option: true },
      });
      const details = response.json()?.error?.details ?? [];
      if (response.statusCode !== 400 || !details.some((d: { field: string }) => d.field === 'misspelt_option'))
        misses.push(`${method} ${path}: ${response.statusCode} ${response.body.slice(0, 200)}`);
    }
    expect(misses).toEqual([]);
    // The document says so too.
    const profile = (
      document.paths['/v1/me/profile'] as Record<
        string,
        { requestBody: { content: Record<string, { schema: { additionalProperties?: boolean } }> } }
      >
    ).patch!;
    expect(profile.requestBody.content['application/json']!.schema.additionalProperties).toBe(false);
  });

  it('an upload form field the route does not know is 400 naming it', async () => {
    const { multipart } = await import('../helpers/multipart.js');
    const body = multipart([
      { field: 'dataset_type', value: 'members' },
      { field: 'on_existing', value: 'skip' },
      { fileName: 'm.csv', content: 'external_id,full_name\nA,B\n' },
    ]);
    const error = expectError(
      await t.app.inject({ method: 'POST', url: '/v1/migration/jobs', headers: { ...bearer(hr), ...body.headers }, payload: body.payload }),
      400,
      'VALIDATION_FAILED',
    );
    expect(error.details).toEqual([{ field: 'on_existing', issue: expect.stringContaining('is not a field') }]);
  });
});

describe('where the job stands after all this', () => {
  it('a job with INVALID_CHARACTERS cannot be previewed; after fixing the file it can', async () => {
    const id = unique();
    const bad = await uploadAndValidate(
      t,
      hr,
      csv([
        ['external_id', 'full_name', 'email'],
        [`${id}-1`, 'Tab\tInside', `t.${id}@x.org`],
      ]),
    );
    expect(bad.validation.errors_by_code).toEqual({ INVALID_CHARACTERS: 1 });
    expectError(await post(t, hr, bad.id, 'preview'), 400, 'VALIDATION_FAILED');
    const good = await uploadAndValidate(
      t,
      hr,
      csv([
        ['external_id', 'full_name', 'email'],
        [`${id}-1`, 'Tab Inside', `t.${id}@x.org`],
      ]),
    );
    expect((await post(t, hr, good.id, 'preview')).statusCode).toBe(200);
    await post(t, hr, good.id, 'commit');
    await waitForStatus(t, hr, good.id, 'completed');
    expect((await getJob(t, hr, good.id)).result.created).toBe(1);
  });
});
