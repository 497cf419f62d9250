import AjvModule, { type ErrorObject } from 'ajv';
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

interface RefusedValue {
  instancePath: string;
  keyword: string;
  message: string;
}

// Half of a UTF-16 surrogate pair alone (JSON's "\ud800") is no character: stored, it would become U+FFFD.
const LONE_SURROGATE = '[\\uD800-\\uDBFF](?![\\uDC00-\\uDFFF])|(?<![\\uD800-\\uDBFF])[\\uDC00-\\uDFFF]';
// PostgreSQL cannot store U+0000 in text: in a JSON body it is refused wherever it is, keys included.
const NUL = new RegExp(`\\u0000|${LONE_SURROGATE}`);
// A query string or path is no place for any control character (C0, DEL, C1) or text-direction override.
const CONTROL = new RegExp(`[\\u0000-\\u001F\\u007F-\\u009F\\u202A-\\u202E\\u2066-\\u2069]|${LONE_SURROGATE}`);
const isSurrogate = (character: string) => /^[\uD800-\uDFFF]$/.test(character);
/** What is wrong with a refused character, as a field's issue says it. */
const refusedCharacter = (character: string) =>
  isSurrogate(character)
    ? `a lone surrogate (${codePoint(character)}), which is no character`
    : `a control character (${codePoint(character)})`;
const WHOLE_NUMBER = /^-?[0-9]+$/;
const DECIMAL_NUMBER = /^-?[0-9]+(\.[0-9]+)?$/;

const codePoint = (character: string) => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
const pointer = (path: readonly string[]) => path.map((p) => `/${p.replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');

/** Every string (and object key) of a request part holding a character `rule` refuses. */
function unsafeText(value: unknown, rule: RegExp, path: string[] = [], found: RefusedValue[] = []): RefusedValue[] {
  if (found.length >= 10) return found;
  if (typeof value === 'string') {
    const match = rule.exec(value);
    if (match) found.push({ instancePath: pointer(path), keyword: 'characters', message: `holds ${refusedCharacter(match[0])}` });
  } else if (Array.isArray(value)) {
    value.forEach((item, i) => {
      unsafeText(item, rule, [...path, String(i)], found);
    });
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const match = rule.exec(key);
      if (match)
        found.push({
          instancePath: pointer([...path, key.replace(rule, '?')]),
          keyword: 'characters',
          message: `is a name holding ${refusedCharacter(match[0])}`,
        });
      else unsafeText(item, rule, [...path, key], found);
    }
  }
  return found;
}

/**
 * Coercion reads a query string or path number as JavaScript does, so `0x2` would be 2 and `1e9` a
 * billion: such a value must be written in plain decimal digits before it is coerced at all.
 */
function numbersInDigits(schema: object, data: unknown): RefusedValue[] {
  const properties = (schema as { properties?: Record<string, { type?: unknown }> }).properties;
  if (!properties || !data || typeof data !== 'object') return [];
  const found: RefusedValue[] = [];
  for (const [name, property] of Object.entries(properties)) {
    const value = (data as Record<string, unknown>)[name];
    if (typeof value !== 'string') continue;
    if (property.type === 'integer' && !WHOLE_NUMBER.test(value))
      found.push({ instancePath: `/${name}`, keyword: 'type', message: 'must be a whole number written in digits' });
    if (property.type === 'number' && !DECIMAL_NUMBER.test(value))
      found.push({ instancePath: `/${name}`, keyword: 'type', message: 'must be a number written in digits' });
  }
  return found;
}

/**
 * Bodies are checked without coercion (a number is not a string); query strings and params are coerced.
 * The one place where every text a request brings is checked before any route reads it: no U+0000 in a
 * body, no control character in a query string or path, numbers in plain digits.
 */
export function validatorCompiler({ schema, httpPart }: CompilerInput) {
  const body = httpPart === 'body';
  const validate = (body ? strict : coercing).compile(schema);
  const rule = body ? NUL : CONTROL;
  const checked: { (data: unknown): boolean; errors?: ErrorObject[] | null } = (data) => {
    const refused = body ? unsafeText(data, rule) : [...unsafeText(data, rule), ...numbersInDigits(schema, data)];
    if (refused.length > 0) {
      checked.errors = refused.map((r) => ({ ...r, schemaPath: '#', params: {} }));
      return false;
    }
    const valid = validate(data) as boolean;
    checked.errors = validate.errors;
    return valid;
  };
  return checked;
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
  if (node.type === 'object' && node.properties && node.additionalProperties === undefined && node.patternProperties === undefined)
    node.additionalProperties = false;
  for (const key of ['properties', 'patternProperties'] as const) {
    const children = node[key];
    if (children && typeof children === 'object') for (const child of Object.values(children)) closeObjects(child);
  }
  for (const key of ['items', 'additionalProperties'] as const) if (node[key] && typeof node[key] === 'object') closeObjects(node[key]);
  for (const key of ['anyOf', 'oneOf', 'allOf'] as const) if (Array.isArray(node[key])) for (const child of node[key]) closeObjects(child);
}
