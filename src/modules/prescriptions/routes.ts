import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import { AppError } from '../../lib/app-error.js';
import { attachment, Download } from '../../lib/downloads.js';
import { errorResponses } from '../../lib/http-schemas.js';
import { streamedBodyValidatorCompiler } from '../../lib/validation.js';
import { requires } from '../access/policy.js';
import { MAX_ATTACHMENT_BYTES } from './attachment-content.js';
import {
  PrescriptionCreateBody,
  PrescriptionIdParams,
  PrescriptionListQuery,
  PrescriptionListResponse,
  PrescriptionResponse,
} from './schemas.js';
import type { PrescriptionsService } from './service.js';

const READ = requires('prescriptions:read_own', 'finance:read', 'clinical:read');
const WRITE = requires('prescriptions:write');
const EXTENSIONS = { 'image/jpeg': 'jpg', 'image/png': 'png', 'application/pdf': 'pdf' } as const;
const WITHHELD =
  "Clinical fields (medication, dosage, quantity, diagnosis, prescriber_name, facility, notes) come to the member and to clinical:read (each read of another member's is logged: GET /v1/members/:id/disclosures); every other active role gets the same resource without them, `withheld` naming what was left out.";

/** Prescriptions and the photo of the paper. */
export const prescriptionsRoutes: FastifyPluginAsyncTypebox<{ prescriptions: PrescriptionsService }> = async (app, { prescriptions }) => {
  await app.register(multipart, {
    limits: { fileSize: MAX_ATTACHMENT_BYTES, files: 1, fields: 0, parts: 2, headerPairs: 100 },
    throwFileSizeLimit: true,
  });

  app.post(
    '/v1/prescriptions',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'createPrescription',
        tags: ['prescriptions'],
        summary: "Record a doctor's prescription (a member their own; a SUPER_USER names member_id)",
        description: `valid_until defaults to 30 days after issued_on. A member sending member_id: 400. ${WITHHELD}`,
        body: PrescriptionCreateBody,
        response: { 201: PrescriptionResponse, ...errorResponses(404) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await prescriptions.create(request.auth!, request.body) }),
  );

  app.get(
    '/v1/prescriptions',
    {
      config: { access: READ },
      schema: {
        operationId: 'listPrescriptions',
        tags: ['prescriptions'],
        summary: 'Prescriptions, newest first (a member: their own)',
        description: WITHHELD,
        querystring: PrescriptionListQuery,
        response: { 200: PrescriptionListResponse },
      },
    },
    async (request) => ({ data: await prescriptions.list(request.auth!, request.query) }),
  );

  app.get(
    '/v1/prescriptions/:id',
    {
      config: { access: READ },
      schema: {
        operationId: 'getPrescription',
        tags: ['prescriptions'],
        summary: "One prescription (a member's: only their own; another's is 404)",
        description: WITHHELD,
        params: PrescriptionIdParams,
        response: { 200: PrescriptionResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await prescriptions.get(request.auth!, request.params.id) }),
  );

  app.post(
    '/v1/prescriptions/:id/cancel',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'cancelPrescription',
        tags: ['prescriptions'],
        summary: 'Cancel an active prescription (no order may use it after)',
        description: 'Used, cancelled or expired: 409 PRESCRIPTION_NOT_ACTIVE.',
        params: PrescriptionIdParams,
        response: { 200: PrescriptionResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await prescriptions.cancel(request.auth!, request.params.id) }),
  );

  app.post(
    '/v1/prescriptions/:id/attachment',
    {
      config: { access: WRITE },
      validatorCompiler: streamedBodyValidatorCompiler,
      schema: {
        operationId: 'attachPrescriptionFile',
        tags: ['prescriptions'],
        summary: 'The photo or scan of the paper (multipart field `file`): JPEG, PNG or PDF, at most 5 MB',
        description:
          'Checked by content, not by name or type: anything else 415, a PDF with JavaScript, launch actions or embedded files 415 (refused, not cleaned), over 5 MB 413. A new one replaces the old.',
        consumes: ['multipart/form-data'],
        params: PrescriptionIdParams,
        body: Type.Object({ file: Type.String({ format: 'binary' }) }),
        response: { 200: PrescriptionResponse, ...errorResponses(404, 413, 415) },
      },
    },
    async (request) => {
      let content: Buffer | undefined;
      for await (const part of request.parts()) {
        if (part.type !== 'file' || part.fieldname !== 'file')
          throw AppError.validation(part.fieldname, 'is not expected: send the file as the field "file"');
        content = await part.toBuffer();
      }
      if (!content) throw AppError.validation('file', 'is required');
      return { data: await prescriptions.attach(request.auth!, request.params.id, content) };
    },
  );

  app.get(
    '/v1/prescriptions/:id/attachment',
    {
      config: { access: READ },
      schema: {
        operationId: 'getPrescriptionFile',
        tags: ['prescriptions'],
        summary: 'The photo or scan of the paper, as a download (the member, and clinical:read: logged)',
        produces: ['image/jpeg', 'image/png', 'application/pdf'],
        params: PrescriptionIdParams,
        response: { 200: Download('the file as it was sent'), ...errorResponses(403, 404) },
      },
    },
    async (request, reply) => {
      const file = await prescriptions.attachment(request.auth!, request.params.id);
      return reply
        .type(file.content_type)
        .header('content-disposition', attachment(`prescription-${request.params.id.toLowerCase()}.${EXTENSIONS[file.content_type]}`))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('cache-control', 'private, no-store')
        .send(Buffer.from(file.content));
    },
  );
};
