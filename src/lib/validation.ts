import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';

// ajv and ajv-formats are CommonJS with a `default` export: unwrap it once here.
const Ajv = AjvModule.default;
const addFormats = addFormatsModule.default;

function ajv(coerceTypes: false | 'array') {
  const instance = new Ajv({ allErrors: true, coerceTypes, useDefaults: true, removeAdditional: false, strict: false });
  addFormats(instance);
  return instance;
}

const strict = ajv(false);
const coercing = ajv('array');

type CompilerInput = { schema: object; httpPart?: string };

/** Bodies are checked without coercion (a number is not a string); query strings and params are coerced. */
export function validatorCompiler({ schema, httpPart }: CompilerInput) {
  return (httpPart === 'body' ? strict : coercing).compile(schema);
}

/** For multipart routes: the body schema documents the form; the parts are read and checked as a stream. */
export function streamedBodyValidatorCompiler(input: CompilerInput) {
  return input.httpPart === 'body' ? () => true : validatorCompiler(input);
}

/**
 * Closes every object of a request body schema that does not say otherwise (additionalProperties:
 * false), so that a misspelt or unknown field is a 400 naming it rather than silently ignored. Maps
 * (Type.Record: patternProperties) stay open. Applied when a route is registered, so the OpenAPI
 * document says it too.
 */
export function closeObjects(schema: unknown): void {
  if (!schema || typeof schema !== 'object') return;
  const node = schema as Record<string, unknown>;
  if (node.type === 'object' && node.properties && node.additionalProperties === undefined && node.patternProperties === undefined) node.additionalProperties = false;
  for (const key of ['properties', 'patternProperties'] as const) {
    const children = node[key];
    if (children && typeof children === 'object') for (const child of Object.values(children)) closeObjects(child);
  }
  for (const key of ['items', 'additionalProperties'] as const) if (node[key] && typeof node[key] === 'object') closeObjects(node[key]);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(node[key])) for (const child of node[key]) closeObjects(child);
}
