import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { errorResponses } from '../../lib/http-schemas.js';
import { requires } from '../access/policy.js';
import {
  InvitationSentResponse,
  InviteBody,
  UserIdParams,
  UserListQuery,
  UserListResponse,
  UserPatchBody,
  UserResponse,
} from './schemas.js';
import type { PeopleService } from './service.js';

const READ = requires('users:read');
const WRITE = requires('users:write');

export const peopleRoutes: FastifyPluginAsyncTypebox<{ people: PeopleService }> = async (app, { people }) => {
  app.get(
    '/v1/users',
    {
      config: { access: READ },
      schema: {
        operationId: 'listUsers',
        tags: ['people'],
        summary: "Your organisation's users, newest first: search and filters",
        querystring: UserListQuery,
        response: { 200: UserListResponse },
      },
    },
    async (request) => ({ data: await people.list(request.auth!, request.query) }),
  );

  app.post(
    '/v1/users',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'inviteUser',
        tags: ['people'],
        summary: 'Invite a person: a user in status invited, and an invitation by email in their language',
        description:
          'The invitee signs in with an email code (or a phone code, the identity provider by verified email, or a password the operator sets); the first sign-in makes them active. 409 when the email or phone already belongs to a user. Event: user.invited.',
        body: InviteBody,
        response: { 201: UserResponse, ...errorResponses(409) },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await people.invite(request.auth!, request.body) }),
  );

  app.post(
    '/v1/users/:id/invitation',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'resendInvitation',
        tags: ['people'],
        summary: "Send an invited user's invitation again",
        description: '409 for a user who is not invited.',
        params: UserIdParams,
        response: { 202: InvitationSentResponse, ...errorResponses(404, 409) },
      },
    },
    async (request, reply) => reply.status(202).send({ data: await people.resendInvitation(request.auth!, request.params.id) }),
  );

  app.get(
    '/v1/users/:id',
    {
      config: { access: READ },
      schema: {
        operationId: 'getUser',
        tags: ['people'],
        summary: 'One user',
        params: UserIdParams,
        response: { 200: UserResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await people.get(request.auth!, request.params.id) }),
  );

  app.patch(
    '/v1/users/:id',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'updateUser',
        tags: ['people'],
        summary: "Change a user's name and/or staff roles",
        description:
          "A change of roles holds on the user's open sessions from their next request (an active role no longer held falls back to one they hold). 409 LAST_SUPER_USER when it would leave the organisation with no active super user. MEMBER comes from a member record and is kept. Event: user.updated, with each field before and after.",
        params: UserIdParams,
        body: UserPatchBody,
        response: { 200: UserResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await people.update(request.auth!, request.params.id, request.body) }),
  );

  app.post(
    '/v1/users/:id/deactivate',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'deactivateUser',
        tags: ['people'],
        summary: 'Deactivate a user: every session ends at once, and sign-in answers them as an unknown person',
        description:
          '409 for yourself, and LAST_SUPER_USER for the last active super user. Deactivating a deactivated user changes nothing. Event: user.deactivated.',
        params: UserIdParams,
        response: { 200: UserResponse, ...errorResponses(404, 409) },
      },
    },
    async (request) => ({ data: await people.setActive(request.auth!, request.params.id, false) }),
  );

  app.post(
    '/v1/users/:id/reactivate',
    {
      config: { access: WRITE },
      schema: {
        operationId: 'reactivateUser',
        tags: ['people'],
        summary: 'Let a deactivated user sign in again',
        description: 'Event: user.reactivated.',
        params: UserIdParams,
        response: { 200: UserResponse, ...errorResponses(404) },
      },
    },
    async (request) => ({ data: await people.setActive(request.auth!, request.params.id, true) }),
  );
};
