import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { isSaid, say, words, type Said, type SaidValue } from '../i18n/messages.js';
import { HttpError } from './httpErrors.js';

// Bodies are validated without coercion (a one-element array never becomes a string); params and querystrings
// keep Fastify's 'array' coercion. `__proto__` and `constructor` keys are refused anywhere, whatever parsed them.

/** A schema's `x-message`: one sentence, or one per keyword; `{path}`, `{parent}` and `{value}` are filled in. */
export type MessageSpec = Said | Readonly<Record<string, Said>>;

export function messageFor(spec: unknown, keyword: string): Said | undefined {
  if (isSaid(spec)) return spec;
  if (typeof spec !== 'object' || spec === null) return undefined;
  const byKeyword = spec as Record<string, unknown>;
  const chosen = keyword === 'required' ? byKeyword.required : (byKeyword[keyword] ?? byKeyword.default);
  return isSaid(chosen) ? chosen : undefined;
}

export function englishMessageSpec(spec: unknown): unknown {
  if (isSaid(spec)) return words('en', spec);
  if (typeof spec !== 'object' || spec === null) return spec;
  return Object.fromEntries(
    Object.entries(spec).map(([keyword, said]) => [keyword, isSaid(said) ? words('en', said) : said]),
  );
}

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor']);
const MAX_DEPTH = 32;

const baseOptions = {
  removeAdditional: false,
  useDefaults: true,
  allErrors: false,
  verbose: true,
  strict: false,
} as const;

export const ANNOTATIONS = {
  'x-message': ['string', 'object'],
  'x-multipart': 'boolean',
  'x-optional-body': 'boolean',
  'x-no-body': 'boolean',
  'x-all-errors': 'boolean',
} as const;

function newAjv(coerceTypes: false | 'array', allErrors = false): Ajv {
  const ajv = new Ajv({ ...baseOptions, coerceTypes, allErrors, discriminator: true });
  for (const [keyword, schemaType] of Object.entries(ANNOTATIONS))
    ajv.addKeyword({ keyword, schemaType: [schemaType].flat() });
  return ajv;
}

// Shared by every app of the process: compiling was a third of building an app (the unit tests build hundreds).
// Keyed by the schema's text, since Fastify may hand each app its own copy.
const compilers = { body: newAjv(false), bodyAll: newAjv(false, true), other: newAjv('array') };
const compiled = new Map<string, ValidateFunction>();

const ALL_AT_ONCE = Symbol('all errors at once');

function compileOnce(part: keyof typeof compilers, schema: Record<string, unknown>): ValidateFunction {
  const key = `${part}:${JSON.stringify(schema)}`;
  let validate = compiled.get(key);
  if (!validate) {
    validate = compilers[part].compile(schema);
    compiled.set(key, validate);
  }
  return validate;
}

export function validatorCompiler(): FastifySchemaCompiler<unknown> {
  return ({ schema, httpPart }) => {
    const record = schema as Record<string, unknown>;
    if (record['x-multipart']) {
      // multipart/form-data: the route reads the parts itself; the schema documents them.
      return () => true;
    }
    const allAtOnce = httpPart === 'body' && record['x-all-errors'] === true;
    const validate = compileOnce(httpPart === 'body' ? (allAtOnce ? 'bodyAll' : 'body') : 'other', record);
    if (allAtOnce) {
      const marked = ((data: unknown) => {
        const ok = validate(data);
        marked.errors = validate.errors ? Object.assign([...validate.errors], { [ALL_AT_ONCE]: true }) : null;
        return ok;
      }) as ValidateFunction;
      return marked;
    }
    if (httpPart === 'body' && record['x-optional-body']) {
      const optional = ((data: unknown) => {
        // No body, or JSON null, is no body (the document's nullable, not required body); a JSON "" is a text.
        if (data === undefined || data === null) return true;
        const ok = validate(data);
        optional.errors = validate.errors;
        return ok;
      }) as ValidateFunction;
      return optional;
    }
    return validate;
  };
}

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

const TYPE_WORDS: Record<string, Said> = {
  string: say('validation.type.string'),
  number: say('validation.type.number'),
  integer: say('validation.type.integer'),
  boolean: say('validation.type.boolean'),
  array: say('validation.type.array'),
  object: say('validation.type.object'),
  null: say('validation.type.null'),
};

function eitherOf(types: readonly SaidValue[]): SaidValue {
  return types.reduce((either, type) => say('words.or', { first: either, last: type }));
}

/** Text as it is, anything else as JSON; shortened. */
export function shownValue(value: unknown, max = 40): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  // eslint-disable-next-line no-control-regex
  const clean = text.replace(/[\u0000-\u001f\u007f]/g, ' ');
  return clean.length > max ? `${clean.slice(0, max)}…` : clean;
}

function describe(error: ErrorObject, where: string): Said {
  const params = error.params as Record<string, unknown>;
  const field = fieldPath(error.instancePath);
  const name = field || where;
  const limit = String(params.limit);
  switch (error.keyword) {
    case 'additionalProperties':
      return say('validation.unknownField', {
        path: fieldPath(error.instancePath, String(params.additionalProperty)),
      });
    case 'required':
      return say('validation.required', {
        path: fieldPath(error.instancePath, String(params.missingProperty)),
      });
    case 'type': {
      const types = String(params.type)
        .split(',')
        .map((type) => TYPE_WORDS[type] ?? type);
      return say('validation.type', { path: name, type: eitherOf(types) });
    }
    case 'maxLength':
      return say('validation.maxLength', { path: name, limit });
    case 'minLength':
      return Number(params.limit) === 1
        ? say('validation.notEmpty', { path: name })
        : say('validation.minLength', { path: name, limit });
    case 'maxItems':
      return say(Number(params.limit) === 1 ? 'validation.maxItems.one' : 'validation.maxItems', {
        path: name,
        limit,
      });
    case 'minItems':
      return say(Number(params.limit) === 1 ? 'validation.minItems.one' : 'validation.minItems', {
        path: name,
        limit,
      });
    case 'enum':
      return say('validation.enum', { path: name, values: (params.allowedValues as unknown[]).join(', ') });
    case 'const':
      return say('validation.const', { path: name, value: JSON.stringify(params.allowedValue) });
    case 'pattern':
      return say('validation.pattern', { path: name, pattern: String(params.pattern) });
    case 'discriminator': {
      const tag = fieldPath(error.instancePath, String(params.tag));
      if (params.tagValue === undefined) return say('validation.required', { path: tag });
      return params.error === 'tag'
        ? say('validation.mustBeText', { path: tag })
        : say('validation.tagValue', { path: tag, value: shownValue(params.tagValue) });
    }
    default:
      // Ajv's own words for a keyword of no schema of ours.
      return say('validation.other', { path: name, problem: error.message ?? 'is invalid' });
  }
}

const SIZE_KEYWORDS = new Set(['maxLength', 'maxItems', 'maxProperties']);

function offendingValue(error: ErrorObject): unknown {
  if (error.keyword === 'discriminator') return (error.params as { tagValue?: unknown }).tagValue;
  return error.data;
}

export function validationMessage(
  errors: readonly ErrorObject[],
  where: string,
): { message: Said; exact: boolean } {
  const sized = errors.find((error) => SIZE_KEYWORDS.has(error.keyword));
  if (sized) return { message: describe(sized, where), exact: false };
  const unknown = errors.find((error) => error.keyword === 'additionalProperties');
  if (unknown) return { message: describe(unknown, where), exact: false };
  let chosen: { path: string; message: Said; value: unknown } | undefined;
  for (const error of errors) {
    const parent = error.parentSchema;
    let own = messageFor(parent?.['x-message'], error.keyword);
    let instancePath = error.instancePath;
    let value = offendingValue(error);
    if (error.keyword === 'required') {
      // A missing field speaks with its own sentence when it has one.
      const missing = String((error.params as { missingProperty?: unknown }).missingProperty);
      const property = (parent?.properties as Record<string, Record<string, unknown>> | undefined)?.[missing];
      const sentence = messageFor(property?.['x-message'], 'required');
      if (sentence !== undefined) {
        own = sentence;
        instancePath = `${instancePath}/${missing}`;
        value = undefined;
      }
    }
    if (own === undefined) continue;
    if (!chosen || instancePath.length >= chosen.path.length)
      chosen = { path: instancePath, message: own, value };
  }
  if (chosen) {
    const path = fieldPath(chosen.path) || where;
    const { value } = chosen;
    const parent = fieldPath(chosen.path.split('/').slice(0, -1).join('/')) || where;
    const places = { path, parent, value: value === undefined ? '' : shownValue(value) };
    return { message: say(chosen.message.id, { ...places, ...chosen.message.values }), exact: true };
  }
  const first = errors[0];
  return {
    message: first ? describe(first, where) : say('validation.invalid', { path: where }),
    exact: false,
  };
}

export function answeredMessage({ message, exact }: { message: Said; exact: boolean }): Said {
  return exact ? message : say('validation.invalidRequest', { problem: message });
}

function fieldOf(error: ErrorObject): string {
  if (error.keyword !== 'required') return error.instancePath;
  return `${error.instancePath}/${String((error.params as { missingProperty?: unknown }).missingProperty)}`;
}

/** Every problem of an `x-all-errors` body: one sentence per top-level field, in the order Ajv found them. */
export function validationMessages(errors: readonly ErrorObject[], where: string): Said[] {
  const groups = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    // Alternatives (anyOf) report their own failure beside their branches': the branches' say more.
    const field = fieldOf(error).split('/').slice(0, 2).join('/');
    groups.set(field, [...(groups.get(field) ?? []), error]);
  }
  const messages: Said[] = [];
  const seen = new Set<string>();
  for (const group of groups.values()) {
    const sentence = answeredMessage(validationMessage(group, where));
    const key = words('en', sentence);
    if (!seen.has(key)) messages.push(sentence);
    seen.add(key);
  }
  return messages;
}

export interface ValidationFailure extends Error {
  said: Said;
  saids?: Said[];
}

export function registerValidation(app: FastifyInstance): void {
  app.setValidatorCompiler(validatorCompiler());
  // Responses are serialised as they are: the response schemas document them, they do not reshape them.
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  app.setSchemaErrorFormatter((errors, dataVar) => {
    const where = dataVar === 'querystring' ? 'query' : dataVar;
    // The English words as the error's message: the login provider's OAuth errors and the log read them.
    if ((errors as { [ALL_AT_ONCE]?: boolean })[ALL_AT_ONCE]) {
      const saids = validationMessages(errors as ErrorObject[], where);
      const english = saids.map((said) => words('en', said)).join(' ');
      const said = saids[0] ?? say('validation.invalid', { path: where });
      return Object.assign(new Error(english), { said, saids }) satisfies ValidationFailure;
    }
    const found = validationMessage(errors as ErrorObject[], where);
    // The message without "Invalid request:", as the login provider's error_description and the state setup say.
    return Object.assign(new Error(words('en', found.message)), {
      said: answeredMessage(found),
    }) satisfies ValidationFailure;
  });

  // JSON is parsed plainly: the forbidden keys are refused below, with their path, for every parser.
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (error) {
      done(error as HttpError, undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    const problem = forbiddenKey(request.body, 'body') ?? forbiddenKey(request.query, 'query');
    if (problem) throw new HttpError(400, problem);
  });
}

export function parseJsonBody(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new HttpError(400, say('request.notJson'));
  }
}

export function forbiddenKey(value: unknown, where: string, path = '', depth = 0): Said | null {
  if (typeof value !== 'object' || value === null) return null;
  if (depth > MAX_DEPTH) return say('validation.tooDeep', { where, depth: MAX_DEPTH });
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = forbiddenKey(item, where, `${path}[${index}]`, depth + 1);
      if (found) return found;
    }
    return null;
  }
  for (const key of Object.keys(value)) {
    const keyPath = path ? `${path}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) return say('validation.forbiddenKey', { where, key, path: keyPath });
    const found = forbiddenKey((value as Record<string, unknown>)[key], where, keyPath, depth + 1);
    if (found) return found;
  }
  return null;
}
