import openapiTS, { astToString } from 'openapi-typescript';

export const SCHEMA_FILE = 'web/src/api/schema.d.ts';

const BANNER =
  '/* Generated from the OpenAPI document by `npm run generate:api`. Never edit by hand: CI fails when it no longer matches the routes. */\n';

/** The console's API types (openapi-typescript) from an OpenAPI document. */
export async function apiClientTypes(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], { alphabetize: true });
  return BANNER + astToString(ast);
}
