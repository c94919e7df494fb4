// `npm run lint`'s check of web/src/i18n/catalogues/*.json: same keys in every language, valid ICU, same
// placeholders, none blank, keys in order (clean merges), and keys no source names reported as unused.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@messageformat/parser';

export const CATALOGUE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../web/src/i18n/catalogues',
);
/** @crm/domain's catalogues, loaded beside the web app's: checked alike. */
export const DOMAIN_CATALOGUE_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../domain/src/messages',
);
export const BASE_LANGUAGE = 'en';

/** Nested ones included. */
function placeholders(tokens, names = new Set()) {
  for (const token of tokens) {
    if (token.type === 'content' || token.type === 'octothorpe') continue;
    names.add(token.arg);
    for (const item of token.cases ?? []) placeholders(item.tokens, names);
  }
  return names;
}

/** Catalogues as { language: { key: message } }; none when all is well. */
export function catalogueProblems(catalogues, base = BASE_LANGUAGE) {
  const problems = [];
  const baseKeys = Object.keys(catalogues[base] ?? {});
  const argsOf = {};
  for (const [language, messages] of Object.entries(catalogues)) {
    const keys = Object.keys(messages);
    for (const key of baseKeys)
      if (!(key in messages)) problems.push(`${language}: missing "${key}" (in ${base})`);
    for (const key of keys)
      if (!baseKeys.includes(key)) problems.push(`${language}: "${key}" is not in ${base}`);
    const sorted = [...keys].sort();
    const outOfOrder = keys.findIndex((key, index) => key !== sorted[index]);
    if (outOfOrder >= 0)
      problems.push(`${language}: keys out of order from "${keys[outOfOrder]}" (sort them)`);
    for (const [key, message] of Object.entries(messages)) {
      if (typeof message !== 'string' || !message.trim()) {
        problems.push(`${language}: "${key}" is blank`);
        continue;
      }
      let tokens;
      try {
        tokens = parse(message, { strict: false });
      } catch (error) {
        problems.push(`${language}: "${key}" is not valid ICU: ${error.message.split('\n')[0]}`);
        continue;
      }
      const names = [...placeholders(tokens)].sort().join(', ');
      argsOf[key] ??= {};
      argsOf[key][language] = names;
    }
  }
  for (const [key, byLanguage] of Object.entries(argsOf)) {
    const expected = byLanguage[base];
    if (expected === undefined) continue;
    for (const [language, names] of Object.entries(byLanguage))
      if (names !== expected)
        problems.push(`${language}: "${key}" has placeholders {${names}}, ${base} has {${expected}}`);
  }
  return problems;
}

export const SOURCE_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../web/src');

/** Quoted whole, or through a template literal's prefix. */
export function unusedKeys(messages, sources) {
  const text = sources.join('\n');
  const prefixes = [...text.matchAll(/`([A-Za-z][\w.]*\.)\$\{/g)].map((match) => match[1]);
  return Object.keys(messages).filter(
    (key) =>
      !text.includes(`'${key}'`) &&
      !text.includes(`"${key}"`) &&
      !prefixes.some((prefix) => key.startsWith(prefix)),
  );
}

/** Tests excluded: a key only a test names is not shown to anyone. */
export function readSources(dir = SOURCE_DIR) {
  const sources = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) sources.push(...readSources(full));
    else if (
      /\.tsx?$/.test(entry.name) &&
      !/\.test\.tsx?$/.test(entry.name) &&
      !full.includes(`${path.sep}test${path.sep}`)
    )
      sources.push(readFileSync(full, 'utf8'));
  }
  return sources;
}

export function readCatalogues(dir = CATALOGUE_DIR) {
  const catalogues = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort())
    catalogues[path.basename(file, '.json')] = JSON.parse(readFileSync(path.join(dir, file), 'utf8'));
  return catalogues;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const catalogues = readCatalogues();
  const domainCatalogues = readCatalogues(DOMAIN_CATALOGUE_DIR);
  const problems = [
    ...catalogueProblems(catalogues),
    ...catalogueProblems(domainCatalogues).map((problem) => `domain ${problem}`),
    ...Object.keys(domainCatalogues[BASE_LANGUAGE] ?? {})
      .filter((key) => key in catalogues[BASE_LANGUAGE])
      .map((key) => `"${key}" is in both the web app's and the domain's catalogues`),
    ...unusedKeys(catalogues[BASE_LANGUAGE], readSources()).map(
      (key) => `"${key}" is used by no source file`,
    ),
  ];
  const count = Object.keys(catalogues[BASE_LANGUAGE]).length;
  if (problems.length) {
    console.error(`Message catalogues (${path.relative(process.cwd(), CATALOGUE_DIR)}):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  console.log(
    `Message catalogues: ${Object.keys(catalogues).join(', ')}, ${count} messages each (and the domain's ` +
      `${Object.keys(domainCatalogues[BASE_LANGUAGE]).length}), all present and valid.`,
  );
}
