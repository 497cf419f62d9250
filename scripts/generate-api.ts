import { writeFile } from 'node:fs/promises';
import { apiClientTypes, SCHEMA_FILE } from './api-client-types.js';
import { openApiDocument } from './openapi-document.js';

/** Writes web/src/api/schema.d.ts from the routes' schemas. */
await writeFile(SCHEMA_FILE, await apiClientTypes(await openApiDocument()));
console.log(`wrote ${SCHEMA_FILE}`);
