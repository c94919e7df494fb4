/**
 * `npm run validate:openapi -w contracts -- [<openapi.json>]`: checks an OpenAPI document against the pact
 * (swagger-mock-validator); default contracts/openapi.json, relative paths from INIT_CWD (docs/backend-team.md).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PACT_FILE } from '../provider/verification/plan';

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fail = (message: string): never => {
  console.error(`validate:openapi: ${message}`);
  process.exit(2);
};

const args = process.argv.slice(2);
if (args.length > 1 || args.some((arg) => arg.startsWith('-')))
  fail('usage: npm run validate:openapi -w contracts -- [<openapi.json>]');
const document = args[0]
  ? path.resolve(process.env.INIT_CWD?.trim() || process.cwd(), args[0])
  : path.join(contractsDir, 'openapi.json');

let parsed: unknown;
try {
  parsed = JSON.parse(readFileSync(document, 'utf8'));
} catch (error) {
  if (!(error instanceof SyntaxError)) fail(`no such file: ${document}`);
  fail(
    `${document} is not JSON (${(error as Error).message}); a YAML document converts with ` +
      '`npx redocly bundle <file.yaml> --output <file.json>`',
  );
}

/** The validator refuses undeclared fields even under `additionalProperties: true`, but keeps `{}` schemas. */
const rewritten = JSON.stringify(parsed, (key, value: unknown) =>
  key === 'additionalProperties' && value === true ? {} : value,
);

console.log(`Validating the pact against ${document}`);
const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-validate-openapi-'));
try {
  const copy = path.join(dir, path.basename(document));
  writeFileSync(copy, rewritten);
  const result = spawnSync(
    'npx',
    ['--no-install', 'swagger-mock-validator', '--additionalPropertiesInResponse', 'false', copy, PACT_FILE],
    { stdio: 'inherit' },
  );
  process.exitCode = result.status ?? 1;
} finally {
  rmSync(dir, { recursive: true, force: true });
}
