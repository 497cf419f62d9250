import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClientTypes, SCHEMA_FILE } from '../../scripts/api-client-types.js';
import { createTestApp, type TestContext } from '../helpers/test-app.js';

/** The console's client is generated from the routes: a route changed without `npm run generate:api` fails here. */
let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

describe('the generated API client', () => {
  it('matches the routes of this build (run `npm run generate:api` after changing a route)', async () => {
    const generated = await apiClientTypes(t.app.swagger());
    const checkedIn = await readFile(SCHEMA_FILE, 'utf8');
    expect(checkedIn === generated, `${SCHEMA_FILE} is stale: run npm run generate:api`).toBe(true);
  });
});
