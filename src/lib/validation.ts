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
