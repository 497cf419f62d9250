import { Readable } from 'node:stream';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { attachment, Download } from '../../lib/downloads.js';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import {
  StatementCreateBody,
  StatementDownloadQuery,
  StatementIdParams,
  StatementLinesQuery,
  StatementLinesResponse,
  StatementListQuery,
  StatementListResponse,
  StatementResponse,
} from './schemas.js';
import type { StatementsService } from './service.js';

const READ = requires('finance:read', 'self:read');
const WHO =
  'FINANCE and SUPER_USER: any scope; HR_ADMIN (finance:read): department and organisation; a MEMBER: their own member statement (another member 404, another scope 403).';

/** Statements: made and read by finance, HR (departments, the organisation) and members (their own). */
export const statementsRoutes: FastifyPluginAsyncTypebox<{ statements: StatementsService }> = async (app, { statements }) => {
  app.post(
    '/v1/statements',
    {
      config: { access: READ },
      schema: {
        operationId: 'createStatement',
        tags: ['statements'],
        summary: 'Make a statement of the ledger for a member, a department, a provider or the organisation',
        description: `${WHO} Lines are the ledger's entries (never recomputed from orders) of the period's accounts in scope, or of the days from..to (one period's). Totals reconcile: closing = opening + granted - reserved + released + adjusted. Kept as made (names as they were), with the SHA-256 of its CSV. Event: statement.created.`,
        body: StatementCreateBody,
        response: { 201: StatementResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await statements.create(request.auth!, request.body) }),
  );

  app.get(
    '/v1/statements',
    {
      config: { access: READ },
      schema: {
        operationId: 'listStatements',
        tags: ['statements'],
        summary: 'Statements the caller may read, newest first',
        querystring: StatementListQuery,
        response: { 200: StatementListResponse },
      },
    },
    async (request) => ({ data: await statements.list(request.auth!, request.query) }),
  );

  app.get(
    '/v1/statements/:id',
    {
      config: { access: READ },
      schema: {
        operationId: 'getStatement',
        tags: ['statements'],
        summary: 'One statement: what it covers and its totals',
        params: StatementIdParams,
        response: { 200: StatementResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await statements.get(request.auth!, request.params.id) }),
  );

  app.get(
    '/v1/statements/:id/lines',
    {
      config: { access: READ },
      schema: {
        operationId: 'listStatementLines',
        tags: ['statements'],
        summary: "A statement's lines in order, a page at a time",
        description:
          "description (what an order was for) only in a member's own statement, shown to the member; `withheld` names it otherwise.",
        params: StatementIdParams,
        querystring: StatementLinesQuery,
        response: { 200: StatementLinesResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await statements.lines(request.auth!, request.params.id, request.query) }),
  );

  app.get(
    '/v1/statements/:id/download',
    {
      config: { access: READ },
      schema: {
        operationId: 'downloadStatement',
        tags: ['statements'],
        summary: 'The statement as CSV (streamed; its SHA-256 is the checksum) or PDF (for printing and signing)',
        description:
          "CSV: UTF-8 with a byte order mark, amounts as plain decimals, headers in the statement's language, formula cells neutralised. PDF: A4, Amharic in an embedded Ethiopic font, the period in both calendars, page numbers; at most 20,000 lines (422 STATEMENT_TOO_LONG_FOR_PDF: download the CSV).",
        params: StatementIdParams,
        querystring: StatementDownloadQuery,
        produces: ['text/csv', 'application/pdf'],
        response: { 200: Download('text/csv (UTF-8 with a BOM) or application/pdf'), ...errorResponses(404, 422) },
      },
    },
    async (request, reply) => {
      const file = await statements.download(request.auth!, request.params.id, request.query.format);
      reply
        .header('content-type', file.contentType)
        .header('content-disposition', attachment(file.fileName))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, no-store');
      if (file.checksum) reply.header('x-checksum-sha256', file.checksum);
      return reply.send(file.body instanceof Readable ? file.body : Readable.from(file.body as AsyncIterable<string>));
    },
  );
};
