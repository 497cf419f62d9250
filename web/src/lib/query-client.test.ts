import { describe, expect, it } from 'vitest';
import { ApiError } from './api';
import { createQueryClient } from './query-client';
import { SESSION_KEY } from './session';

describe('the query client when a session ends', () => {
  it('forgets the user and their cached answers at the first 401', async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_KEY, { id: 'u1' });
    client.setQueryData(['people', 'list'], { items: ['someone'] });
    await client
      .fetchQuery({ queryKey: ['profile'], queryFn: () => Promise.reject(new ApiError(401, 'UNAUTHENTICATED', 'ended')) })
      .catch(() => undefined);
    expect(client.getQueryData(SESSION_KEY)).toBeNull();
    expect(client.getQueryData(['people', 'list'])).toBeUndefined();
  });

  it('keeps the session on other refusals (403, 404, 409)', async () => {
    const client = createQueryClient();
    client.setQueryData(SESSION_KEY, { id: 'u1' });
    for (const [status, code] of [
      [403, 'FORBIDDEN'],
      [404, 'NOT_FOUND'],
      [409, 'CONFLICT'],
    ] as const) {
      await client
        .getMutationCache()
        .build(client, { mutationFn: () => Promise.reject(new ApiError(status, code, 'no')) })
        .execute(undefined)
        .catch(() => undefined);
    }
    expect(client.getQueryData(SESSION_KEY)).toEqual({ id: 'u1' });
  });
});
