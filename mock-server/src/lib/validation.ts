import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';

/**
 * How the mock validates input against the route schemas:
 * - bodies are validated without any type coercion (a one-element array never becomes a string, "5" never a
 *   number); params and querystrings are text by nature and keep Fastify's usual coercion ('array': a repeated
 *   query parameter may fill a list);
 * - a violation is a 400 `{ message }` that names the field ("Invalid request: filters[0].value must be at most
 *   500 characters."), or the schema's own `x-message`;
 * - keys `__proto__` and `constructor` are refused anywhere in a body or querystring, whatever parsed it.
 */

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);
const MAX_DEPTH = 32;

const baseOptions = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  verbose: true,
  strict: false,
} as const;

function newAjv(coerceTypes: false | 'array'): Ajv {
  const ajv = new Ajv({ ...baseOptions, coerceTypes });
  // Annotations of ours: the exact message of a schema, and the marker of bodies fastify does not parse.
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' });
  ajv.addKeyword({ keyword: 'x-multipart', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-optional-body', schemaType: 'boolean' });
  ajv.addKeyword({ keyword: 'x-no-body', schemaType: 'boolean' });
  return ajv;
}

/**
 * Compiled validators, shared by every app of the process: the route schemas are constants, and compiling them
 * all was a third of building an app (the unit tests build hundreds). Keyed by the schema's text, since Fastify
 * may hand each app its own copy of a schema.
 */
const compilers = { body: newAjv(false), other: newAjv('array') };
const compiled = new Map<string, ValidateFunction>();

function compileOnce(part: keyof typeof compilers, schema: Record<string, unknown>): ValidateFunction {
  const key = `${part}:${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = compilers[part].compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

/** Validator compiler: bodies with no coercion, the other parts with 'array' coercion. */
export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    const record = schema as Record<string, unknown>;
    if (record['x-multipart']) {
      // multipart/form-data: the route reads the parts itself; the schema documents them.
      return () => true;
    }
    const validate = compileOnce(httpPart === 'body' ? 'body' : 'other', record);
    if (httpPart === 'body' && record['x-optional-body']) {
      const optional = ((data: unknown) => {
        if (data === undefined || data === null || data === '') return true; // an empty body is no body
        const ok = validate(data);
        optional.errors = validate.errors;
        return ok;
      }) as ValidateFunction;
      return optional;
    }
    return validate;
  };
}

/** `/filters/0/value` → `filters[0].value`. */
export function fieldPath(instancePath: string, extra?: string): string {
  const parts = instancePath.split('/').slice(1);
  if (extra !== undefined) parts.push(extra);
  let path = '';
  for (const raw of parts) {
    const part = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    path += /^\d+$/.test(part) ? `[${part}]` : path ? `.${part}` : part;
  }
  return path;
}

const TYPE_WORDS: Record<string, string> = {
  string: 'a text',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  array: 'a list',
  object: 'an object',
  null: 'null',
};

const entries = (limit: unknown) => `${String(limit)} ${Number(limit) === 1 ? 'entry' : 'entries'}`;

function describe(error: ErrorObject, where: string): string {
  const params = error.params as Record<string, unknown>;
  const field = fieldPath(error.instancePath);
  const name = field || where;
  switch (error.keyword) {
    case 'additionalProperties':
      return `${fieldPath(error.instancePath, String(params.additionalProperty))} is not a known field.`;
    case 'required':
      return `${fieldPath(error.instancePath, String(params.missingProperty))} is required.`;
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => TYPE_WORDS[type] ?? type);
      return `${name} must be ${types.join(' or ')}.`;
    }
    case 'maxLength':
      return `${name} must be at most ${String(params.limit)} characters.`;
    case 'minLength':
      return Number(params.limit) === 1
        ? `${name} must not be empty.`
        : `${name} must be at least ${String(params.limit)} characters.`;
    case 'maxItems':
      return `${name} must have at most ${entries(params.limit)}.`;
    case 'minItems':
      return `${name} must have at least ${entries(params.limit)}.`;
    case 'enum':
      return `${name} must be one of ${(params.allowedValues as unknown[]).join(', ')}.`;
    case 'const':
      return `${name} must be ${JSON.stringify(params.allowedValue)}.`;
    default:
      return `${name} ${error.message ?? 'is invalid'}.`;
  }
}

/** Errors that are about size: reported as such, even inside an alternative that has its own message. */
const SIZE_KEYWORDS = new Set(['maxLength', 'maxItems', 'maxProperties']);

/** The message of a validation failure, and whether it is a schema's own (exact) sentence. */
export function validationMessage(
  errors: readonly ErrorObject[],
  where: string,
): { message: string; exact: boolean } {
  const sized = errors.find((error) => SIZE_KEYWORDS.has(error.keyword));
  if (sized) return { message: describe(sized, where), exact: false };
  const unknown = errors.find((error) => error.keyword === 'additionalProperties');
  if (unknown) return { message: describe(unknown, where), exact: false };
  // The schema's own sentence of the deepest field that has one (the outermost schema at that depth).
  let chosen: { path: string; message: string } | undefined;
  for (const error of errors) {
    const parent = error.parentSchema;
    let own = parent?.['x-message'];
    let instancePath = error.instancePath;
    if (error.keyword === 'required') {
      // A missing field speaks with its own sentence when it has one.
      const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
      const property = (parent?.properties as Record<string, Record<string, unknown>> | undefined)?.[missing];
      if (typeof property?.['x-message'] === 'string') {
        own = property['x-message'];
        instancePath = `${instancePath}/${missing}`;
      }
    }
    if (typeof own !== 'string') continue;
    if (!chosen || instancePath.length >= chosen.path.length) chosen = { path: instancePath, message: own };
  }
  if (chosen) {
    const path = fieldPath(chosen.path) || where;
    return { message: chosen.message.replace('{path}', path), exact: true };
  }
  const first = errors[0];
  return { message: first ? describe(first, where) : `${where} is invalid.`, exact: false };
}

/** Registers the validator compiler, the error formatter and the forbidden-key check on `app`. */
export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler());
  // Responses are serialised as they are: the response schemas document them, they do not reshape them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const where = dataVar === 'querystring' ? 'query' : dataVar;
    const { message, exact } = validationMessage(errors as ErrorObject[], where);
    return Object.assign(new Error(message), { exactMessage: exact });
  });

  // JSON is parsed plainly (the forbidden keys are refused below, with their path, for every parser).
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(Object.assign(new Error('The body is not valid JSON'), { statusCode: 400 }), undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    const problem = forbiddenKey(request.body, 'body') ?? forbiddenKey(request.query, 'query');
    if (problem) throw Object.assign(new Error(problem), { statusCode: 400 });
  });
}

/** The first `__proto__` / `constructor` key in a parsed value, described with its path, or null. */
export function forbiddenKey(value: unknown, where: string, path = '', depth = 0): string | null {
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return `Invalid request: the ${where} is nested more than ${MAX_DEPTH} levels deep.`;
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenKey(item, where, `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) {
      return `Invalid request: the ${where} must not contain the key "${key}" (${keyPath}).`;
    }
    const found = forbiddenKey((value as Record<string, unknown>)[key], where, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}
