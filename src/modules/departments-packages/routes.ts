import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import { DEPARTMENTS, PACKAGES } from './kinds.js';
import { pageOf, toDepartment, toPackage } from './presenters.js';
import {
  DepartmentCreateBody,
  DepartmentListResponse,
  DepartmentPatchBody,
  DepartmentResponse,
  ListIdParams,
  ListQuery,
  PackageCreateBody,
  PackageListResponse,
  PackagePatchBody,
  PackageResponse,
} from './schemas.js';
import type { ListsService } from './service.js';

const READ = requires('org:read');
const RULES =
  "Checked by the import's own rules: 400 VALIDATION_FAILED with a detail per field (`reason` the import's code: REQUIRED, INVALID_VALUE, INVALID_AMOUNT, INVALID_CHARACTERS; CURRENCY_MISMATCH for an allowance in another currency); 409 CONFLICT (`reason` ALREADY_EXISTS) for a code another of the organisation's holds, case and outer spaces ignored";
const ARCHIVE =
  'Archive: kept, and its members keep it, but offered to no new member (409 CONFLICT, `reason` active_members with the count, while active members belong to it). Restore: offered again. Answers it as it now is; the same status again changes nothing.';

/** Departments (`org:write_hr` to change) and benefit packages (`packages:write`); FINANCE reads both. */
export const departmentsPackagesRoutes: FastifyPluginAsyncTypebox<{ lists: ListsService }> = async (app, { lists }) => {
  // Departments.
  const DEPT_WRITE = requires('org:write_hr');
  app.get(
    '/v1/departments',
    {
      config: { access: READ },
      schema: {
        operationId: 'listDepartments',
        tags: ['departments'],
        summary: "Your organisation's departments with their member counts, active first, by name",
        querystring: ListQuery,
        response: { 200: DepartmentListResponse },
      },
    },
    async (request) => ({ data: pageOf(await lists.list(DEPARTMENTS, request.auth!, request.query), toDepartment) }),
  );

  app.post(
    '/v1/departments',
    {
      config: { access: DEPT_WRITE },
      schema: {
        operationId: 'createDepartment',
        tags: ['departments'],
        summary: 'Add a department',
        description: `${RULES}, or a code or name that is another department's code or name (a members file names a department by either). Event: department.created.`,
        body: DepartmentCreateBody,
        response: { 201: DepartmentResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toDepartment(await lists.create(DEPARTMENTS, request.auth!, request.body)) }),
  );

  app.get(
    '/v1/departments/:id',
    {
      config: { access: READ },
      schema: {
        operationId: 'getDepartment',
        tags: ['departments'],
        summary: 'One department',
        params: ListIdParams,
        response: { 200: DepartmentResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: toDepartment(await lists.get(DEPARTMENTS, request.auth!, request.params.id)) }),
  );

  app.patch(
    '/v1/departments/:id',
    {
      config: { access: DEPT_WRITE },
      schema: {
        operationId: 'updateDepartment',
        tags: ['departments'],
        summary: "Change a department's code or name",
        description: `${RULES}. Its members keep it. Event: department.updated, each changed field before and after.`,
        params: ListIdParams,
        body: DepartmentPatchBody,
        response: { 200: DepartmentResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: toDepartment(await lists.update(DEPARTMENTS, request.auth!, request.params.id, request.body)) }),
  );

  // Benefit packages.
  const PKG_WRITE = requires('packages:write');
  app.get(
    '/v1/packages',
    {
      config: { access: READ },
      schema: {
        operationId: 'listPackages',
        tags: ['packages'],
        summary: "Your organisation's benefit packages with their member counts, active first, by name",
        querystring: ListQuery,
        response: { 200: PackageListResponse },
      },
    },
    async (request) => ({ data: pageOf(await lists.list(PACKAGES, request.auth!, request.query), toPackage) }),
  );

  app.post(
    '/v1/packages',
    {
      config: { access: PKG_WRITE },
      schema: {
        operationId: 'createPackage',
        tags: ['packages'],
        summary: 'Add a benefit package',
        description: `${RULES}. The allowance is what a new member of the package gets when none is given for them. Event: package.created.`,
        body: PackageCreateBody,
        response: { 201: PackageResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: toPackage(await lists.create(PACKAGES, request.auth!, request.body)) }),
  );

  app.get(
    '/v1/packages/:id',
    {
      config: { access: READ },
      schema: {
        operationId: 'getPackage',
        tags: ['packages'],
        summary: 'One benefit package',
        params: ListIdParams,
        response: { 200: PackageResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: toPackage(await lists.get(PACKAGES, request.auth!, request.params.id)) }),
  );

  app.patch(
    '/v1/packages/:id',
    {
      config: { access: PKG_WRITE },
      schema: {
        operationId: 'updatePackage',
        tags: ['packages'],
        summary: "Change a package's code, name, description or allowance",
        description: `${RULES}. A changed allowance moves the members who follow the package (\`allowance_follows_package\`) and their accounts; members with an amount of their own keep it; 409 ALLOWANCE_BELOW_COMMITTED, nothing changed, when a member who follows it has more on hold and spent than the new amount (docs/decisions.md). Event: package.updated, each changed field before and after.`,
        params: ListIdParams,
        body: PackagePatchBody,
        response: { 200: PackageResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: toPackage(await lists.update(PACKAGES, request.auth!, request.params.id, request.body)) }),
  );

  for (const [kind, path, write, present, response, tag] of [
    [DEPARTMENTS, 'departments', DEPT_WRITE, toDepartment, DepartmentResponse, 'departments'],
    [PACKAGES, 'packages', PKG_WRITE, toPackage, PackageResponse, 'packages'],
  ] as const) {
    for (const [action, status] of [
      ['archive', 'archived'],
      ['restore', 'active'],
    ] as const) {
      const noun = kind.name === 'department' ? 'Department' : 'Package';
      app.post(
        `/v1/${path}/:id/${action}`,
        {
          config: { access: write },
          schema: {
            operationId: `${action}${noun}`,
            tags: [tag],
            summary: `${action === 'archive' ? 'Archive' : 'Restore'} a ${kind.name === 'department' ? 'department' : 'benefit package'}`,
            description: `${ARCHIVE} Event: ${kind.name}.${status === 'archived' ? 'archived' : 'restored'}.`,
            params: ListIdParams,
            response: { 200: response, ...errorResponses(404, 409) },
          },
        },
        async (request) => ({ data: present(await lists.setStatus(kind, request.auth!, request.params.id, status)) }),
      );
    }
  }
};
