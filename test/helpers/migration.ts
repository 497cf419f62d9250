import { randomUUID } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import ExcelJS from 'exceljs';
import type { Role } from '../../src/db/schema.js';
import { multipart } from './multipart.js';
import { sessionFor } from './users.js';
import { bearer, type TestContext } from './test-app.js';

export const MEMBERS_HEADER =
  'external_id,full_name,email,phone,date_of_birth,gender,department,employment_start_date,package_code,allowance_amount';

// Each prefix gets its own block of 100,000 phone numbers, so files with different prefixes never share one.
// Test files share this module in a worker (isolate: false), so a prefix's block depends on which files ran
// before it: blocks other than T's start at 200, above the seeded members' numbers (+2519110000xx and
// +251911234567, blocks 110 and 112), which a file of 34,567 rows or more once collided with.
const phoneBlocks = new Map<string, number>([['T', 100]]);
const FIRST_SHARED_BLOCK = 200;
function phoneBlock(prefix: string): number {
  if (!phoneBlocks.has(prefix)) phoneBlocks.set(prefix, FIRST_SHARED_BLOCK + phoneBlocks.size - 1);
  const block = phoneBlocks.get(prefix)!;
  if (block > 999) throw new Error('validMembersCsv: more prefixes than phone blocks');
  return block;
}

/**
 * A members CSV of `count` valid rows, each unique, and unique against files of other prefixes and the
 * seeded members.
 */
export function validMembersCsv(count: number, prefix = 'T'): string {
  if (count >= 100_000) throw new Error('validMembersCsv: a prefix has 99,999 phone numbers');
  const lines = [MEMBERS_HEADER];
  const phones = phoneBlock(prefix) * 100_000;
  // A prefix ending in a digit gets a dot before the row number: L1's row 11 and L11's row 1 would share l111@.
  const mailbox = /\d$/.test(prefix) ? `${prefix.toLowerCase()}.` : prefix.toLowerCase();
  for (let i = 1; i <= count; i++) {
    lines.push(
      `${prefix}${String(i).padStart(6, '0')},Member ${prefix} ${i},${mailbox}${i}@example.et,+2519${String(phones + i).padStart(8, '0')},1990-01-15,female,HR,2020-02-01,BASIC,1000.00`,
    );
  }
  return `${lines.join('\n')}\n`;
}

export async function upload(
  t: TestContext,
  token: string,
  content: Buffer | string,
  options: {
    fileName?: string;
    datasetType?: string | null;
    url?: string;
    fieldFirst?: boolean;
    extraFields?: { field: string; value: string }[];
  } = {},
): Promise<LightMyRequestResponse> {
  const file = { fileName: options.fileName ?? 'members.csv', content };
  const field = [
    ...(options.datasetType === null ? [] : [{ field: 'dataset_type', value: options.datasetType ?? 'members' }]),
    ...(options.extraFields ?? []),
  ];
  const body = multipart(options.fieldFirst === false ? [file, ...field] : [...field, file]);
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/v1/migration/jobs',
    headers: { ...bearer(token), ...body.headers },
    payload: body.payload,
  });
}

export async function uploadOk(t: TestContext, token: string, content: Buffer | string, options: Parameters<typeof upload>[3] = {}) {
  const response = await upload(t, token, content, options);
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.statusCode} ${response.body}`);
  return response.json().data;
}

export async function getJob(t: TestContext, token: string, id: string) {
  return (await t.app.inject({ method: 'GET', url: `/v1/migration/jobs/${id}`, headers: bearer(token) })).json().data;
}

/** Polls the job until it reaches `status` (background work), failing after `timeoutMs`. */
export async function waitForStatus(t: TestContext, token: string, id: string, status: string, timeoutMs = 20_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await getJob(t, token, id);
    if (job.status === status) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} is ${job.status}, not ${status}, after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

export function putMapping(t: TestContext, token: string, id: string, body: object) {
  return t.app.inject({ method: 'PUT', url: `/v1/migration/jobs/${id}/mapping`, headers: bearer(token), payload: body });
}

export function post(t: TestContext, token: string, id: string, action: 'validate' | 'preview' | 'commit' | 'rollback') {
  return t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${id}/${action}`, headers: bearer(token) });
}

/** Upload, map by the suggestion, validate in the request: the validated job. */
export async function uploadAndValidate(
  t: TestContext,
  token: string,
  content: Buffer | string,
  options: {
    onExisting?: 'error' | 'skip' | 'update';
    mapping?: Record<string, string>;
    formats?: Record<string, object>;
    fileName?: string;
    datasetType?: string;
  } = {},
) {
  const job = await uploadOk(t, token, content, {
    fileName: options.fileName,
    ...(options.datasetType ? { datasetType: options.datasetType } : {}),
  });
  const mapped = await putMapping(t, token, job.id, {
    column_mapping: options.mapping ?? job.suggested_mapping,
    ...(options.formats ? { column_formats: options.formats } : {}),
    options: { on_existing: options.onExisting ?? 'error' },
  });
  if (mapped.statusCode !== 200) throw new Error(`mapping failed: ${mapped.body}`);
  await waitForStatus(t, token, job.id, 'validated');
  const validated = await post(t, token, job.id, 'validate');
  if (validated.statusCode !== 200) throw new Error(`validate failed: ${validated.body}`);
  return validated.json().data;
}

/** A second organisation with an HR admin session, straight in the database (there is no sign-up). */
export async function otherOrganisation(t: TestContext, roles: Role[] = ['HR_ADMIN']) {
  const orgId = randomUUID();
  const userId = randomUUID();
  await t.database.db
    .insertInto('organisations')
    .values({ id: orgId, slug: `other-${orgId.slice(0, 8)}`, name: 'Other Organisation', status: 'active' })
    .execute();
  await t.database.db
    .insertInto('users')
    .values({ id: userId, org_id: orgId, email: `hr-${orgId.slice(0, 8)}@other.et`, full_name: 'Other HR', roles, locale: 'en' })
    .execute();
  /** A new session of the other organisation's user with `role` active. */
  const sessionAs = (role: Role) => sessionFor(t, userId, role);
  return { orgId, userId, token: await sessionAs(roles[0]!), sessionAs };
}

/** An XLSX file built with exceljs; each row is an array of cell values (Date, number, string). */
export async function xlsx(sheets: { name: string; rows: unknown[][]; formats?: Record<number, string> }[]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  for (const { name, rows, formats } of sheets) {
    const sheet = workbook.addWorksheet(name);
    for (const row of rows) sheet.addRow(row);
    for (const [column, format] of Object.entries(formats ?? {})) sheet.getColumn(Number(column)).numFmt = format;
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

export function commit(t: TestContext, token: string, id: string, idempotencyKey?: string) {
  const headers = { ...bearer(token), ...(idempotencyKey === undefined ? {} : { 'idempotency-key': idempotencyKey }) };
  return t.app.inject({ method: 'POST', url: `/v1/migration/jobs/${id}/commit`, headers });
}

/** Upload, map, validate and preview: a job ready to commit (throws if the file has errors). */
export async function previewReady(
  t: TestContext,
  token: string,
  content: Buffer | string,
  options: Parameters<typeof uploadAndValidate>[3] = {},
) {
  const job = await uploadAndValidate(t, token, content, options);
  const previewed = await post(t, token, job.id, 'preview');
  if (previewed.statusCode !== 200) throw new Error(`preview failed: ${previewed.body}`);
  return previewed.json().data;
}

/** The members a job created, with their department's name and package's code, by external id. */
export function importedMembers(t: TestContext, jobId: string) {
  return t.database.db
    .selectFrom('members as m')
    .leftJoin('departments as d', 'd.id', 'm.department_id')
    .leftJoin('benefit_packages as p', 'p.id', 'm.package_id')
    .select([
      'm.external_id',
      'm.customer_id',
      'm.full_name',
      'm.email',
      'm.phone',
      'm.date_of_birth',
      'm.gender',
      'm.employment_start_date',
      'm.allowance_amount',
      'm.status',
      'd.name as department',
      'p.code as package',
    ])
    .where('m.created_by_job_id', '=', jobId)
    .orderBy('m.external_id')
    .execute();
}

export interface EventItem {
  id: number;
  kind: string;
  org_id: string;
  occurred_at: string;
  data: { job_id: string; status: string; dataset_type: string; counts: Record<string, number> };
}

/** Every event of the caller's organisation, read as a consumer does (after the last id), optionally of one job. */
export async function readEvents(t: TestContext, token: string, options: { after?: number; limit?: number } = {}): Promise<EventItem[]> {
  const events: EventItem[] = [];
  let after = options.after ?? 0;
  for (;;) {
    const response = await t.app.inject({
      method: 'GET',
      url: `/v1/events?after=${after}&limit=${options.limit ?? 500}`,
      headers: bearer(token),
    });
    if (response.statusCode !== 200) throw new Error(`events: ${response.statusCode} ${response.body}`);
    const page = response.json().data as { items: EventItem[]; next_after: number };
    events.push(...page.items);
    if (page.items.length === 0) return events;
    after = page.next_after;
  }
}

export async function eventsOf(t: TestContext, token: string, jobId: string) {
  return (await readEvents(t, token)).filter((e) => e.data.job_id === jobId);
}
