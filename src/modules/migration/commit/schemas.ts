import { Type } from '@sinclair/typebox';
import { envelope, JobStatus } from '../../../lib/http-schemas.js';

export const CommitHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      description: 'a UUID (recommended): a repeat within 24 hours answers the first response again instead of committing twice',
    }),
  ),
});

export const CommitResponse = envelope(Type.Object({ id: Type.String(), status: JobStatus }, { title: 'CommitAccepted' }));
