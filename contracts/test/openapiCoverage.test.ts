import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadPact } from '../provider/verification/plan';

/**
 * contracts/openapi.json describes every response field the pact pins: the test walks every interaction's
 * response body and fails on any field the document does not declare (in `properties`, or as the values of a map,
 * `additionalProperties` with a schema: never by merely allowing more), on a declared type the example's value
 * does not have, and on a field the pact pins to a set of words (a regex `^(a|b)$`) whose words the document's
 * enum lacks. So the document and the pact cannot drift apart.
 */

const OPENAPI_FILE = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../openapi.json');

interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  properties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
}

interface OpenApi {
  paths: Record<
    string,
    Record<string, { responses?: Record<string, { content?: Record<string, { schema?: Schema }> }> }>
  >;
}

interface Rules {
  [path: string]: { matchers?: { match?: string; regex?: string; variants?: { rules: Rules }[] }[] };
}

interface Interaction {
  description: string;
  request: { method: string; path: string };
  response: { status: number; body?: { content?: unknown }; matchingRules?: { body?: Rules } };
}

/** The schema and its branches (anyOf, oneOf, allOf), each of which may describe a field. */
function branches(schema: Schema | undefined): Schema[] {
  if (!schema) return [];
  return [
    schema,
    ...[...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])].flatMap(branches),
  ];
}

/** What the document says a field of `schema` named `key` is, if it says anything. */
function fieldSchema(schema: Schema | undefined, key: string): Schema | undefined {
  for (const branch of branches(schema)) {
    if (branch.properties?.[key]) return branch.properties[key];
    if (typeof branch.additionalProperties === 'object') return branch.additionalProperties;
  }
  return undefined;
}

function itemSchema(schema: Schema | undefined): Schema | undefined {
  return branches(schema).find((branch) => branch.items)?.items;
}

/** Whether the document's type admits the example value (a branch without a type admits anything). */
function admits(schema: Schema, value: unknown): boolean {
  return branches(schema).some((branch) => {
    if (branch.type === undefined) return !branch.anyOf && !branch.oneOf && !branch.allOf;
    if (value === null) return branch.nullable === true;
    if (branch.type === 'integer') return Number.isInteger(value);
    return branch.type === (Array.isArray(value) ? 'array' : typeof value);
  });
}

/** The pact's regex rule of each body path, `$.a[*].b` style (the variants of an arrayContains under `[*]`). */
function regexRules(rules: Rules | undefined, base = '$'): Map<string, string> {
  const found = new Map<string, string>();
  for (const [rulePath, rule] of Object.entries(rules ?? {})) {
    const full = base + rulePath.slice(1);
    for (const matcher of rule.matchers ?? []) {
      if (matcher.match === 'regex' && matcher.regex) found.set(full, matcher.regex);
      for (const variant of matcher.variants ?? [])
        for (const [inner, regex] of regexRules(variant.rules, `${full}[*]`)) found.set(inner, regex);
    }
  }
  return found;
}

const WORDS = /^\^\(([\w .-]+(?:\|[\w .-]+)+)\)\$$/;

export interface Coverage {
  fields: number;
  /** Word rules (`^(a|b)$`) of the pact, and how many of them the walk checked against an enum. */
  wordRules: number;
  wordsChecked: number;
  undescribed: string[];
  mistyped: string[];
  missingWords: string[];
}

function operationOf(document: OpenApi, method: string, requestPath: string) {
  for (const [template, item] of Object.entries(document.paths)) {
    const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}/?$`);
    const operation = item[method.toLowerCase()];
    if (pattern.test(requestPath) && operation) return operation;
  }
  return undefined;
}

/** Walks every response field of every interaction against the document. */
export function coverage(document: OpenApi, interactions: readonly Interaction[]): Coverage {
  const result: Coverage = {
    fields: 0,
    wordRules: 0,
    wordsChecked: 0,
    undescribed: [],
    mistyped: [],
    missingWords: [],
  };
  for (const interaction of interactions) {
    const { method, path: requestPath } = interaction.request;
    const where = `${method} ${requestPath} ${interaction.response.status} (${interaction.description})`;
    const response = operationOf(document, method, requestPath)?.responses?.[
      String(interaction.response.status)
    ];
    const root = response?.content?.['application/json']?.schema;
    const words = regexRules(interaction.response.matchingRules?.body);
    result.wordRules += [...words.values()].filter((regex) => WORDS.test(regex)).length;
    const walk = (value: unknown, schema: Schema | undefined, at: string, rulePath: string) => {
      if (Array.isArray(value)) {
        for (const item of value) walk(item, itemSchema(schema), `${at}[]`, `${rulePath}[*]`);
        return;
      }
      if (value === null || typeof value !== 'object') return;
      for (const [key, field] of Object.entries(value)) {
        result.fields += 1;
        const fieldAt = `${at}.${key}`;
        const described = fieldSchema(schema, key);
        if (!described) {
          result.undescribed.push(`${where}: ${fieldAt}`);
          continue;
        }
        if (!admits(described, field))
          result.mistyped.push(`${where}: ${fieldAt} is ${JSON.stringify(field)}`);
        const regex = words.get(`${rulePath}.${key}`);
        const alternatives = regex ? WORDS.exec(regex)?.[1]?.split('|') : undefined;
        if (alternatives) result.wordsChecked += 1;
        const enumeration = branches(described).flatMap((branch) => branch.enum ?? []);
        const missing = (alternatives ?? []).filter((word) => !enumeration.includes(word));
        if (missing.length > 0) result.missingWords.push(`${where}: ${fieldAt} lacks ${missing.join(', ')}`);
        walk(field, described, fieldAt, `${rulePath}.${key}`);
      }
    };
    walk(interaction.response.body?.content, root, '$', '$');
  }
  return result;
}

async function load() {
  const [text, pact] = await Promise.all([readFile(OPENAPI_FILE, 'utf8'), loadPact()]);
  return {
    document: JSON.parse(text) as OpenApi,
    interactions: pact.interactions as unknown as Interaction[],
  };
}

describe('contracts/openapi.json describes every response field the pact pins', () => {
  it('every field, with a type its example has, and the words the pact pins in its enum', async () => {
    const { document, interactions } = await load();
    const result = coverage(document, interactions);
    expect(result.fields).toBeGreaterThan(500);
    // Every rule that pins a field to a set of words was reached by the walk.
    expect(result.wordRules).toBeGreaterThan(0);
    expect(result.wordsChecked).toBe(result.wordRules);
    expect(result.undescribed).toEqual([]);
    expect(result.mistyped).toEqual([]);
    expect(result.missingWords).toEqual([]);
  });

  it('a field the document leaves out, a wrong type and a missing word are each found', async () => {
    const { document, interactions } = await load();
    const campaign = (document.paths['/api/campaigns/filter']?.post?.responses?.['200']?.content?.[
      'application/json'
    ]?.schema?.properties?.data?.properties?.campaigns?.items ?? {}) as Schema;
    delete campaign.properties?.division_name;
    const recipient = itemSchema(
      document.paths['/api/campaigns/{id}/customers']?.get?.responses?.['200']?.content?.['application/json']
        ?.schema?.properties?.data?.properties?.customer_campaigns,
    );
    const detail = recipient?.properties?.customer_detail;
    if (detail?.properties?.state) detail.properties.state = { type: 'string', enum: ['sent', 'read'] };
    if (recipient?.properties) recipient.properties.customer_id = { type: 'string' };
    const result = coverage(document, interactions);
    expect(result.undescribed).toContain(
      "POST /api/campaigns/filter 200 (a campaign filter request with target 'list'): $.data.campaigns[].division_name",
    );
    expect(result.mistyped).toContain(
      'GET /api/campaigns/3/customers 200 (a request for the recipients of a campaign): $.data.customer_campaigns[].customer_id is 7',
    );
    expect(result.missingWords).toContain(
      'GET /api/campaigns/3/customers 200 (a request for the recipients of a campaign): $.data.customer_campaigns[].customer_detail.state lacks delivered, failed',
    );
  });
});
