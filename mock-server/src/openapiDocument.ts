import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app.js';
import { testConfig } from './config.js';

/** The provider's schema, committed. */
export const OPENAPI_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../contracts/openapi.json',
);

export async function renderOpenApiDocument(): Promise<string> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'crm-openapi-'));
  try {
    const app = await buildApp(testConfig({ dataDir, logLevel: 'silent' }));
    try {
      await app.ready();
      const json = JSON.stringify(app.swagger());
      const prettier = await import('prettier');
      const options = (await prettier.resolveConfig(OPENAPI_FILE)) ?? {};
      return await prettier.format(json, { ...options, parser: 'json' });
    } finally {
      await app.close();
    }
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const document = await renderOpenApiDocument();
  const committed = await readFile(OPENAPI_FILE, 'utf8').catch(() => '');
  if (process.argv.includes('--check')) {
    if (committed !== document) {
      console.error(`${OPENAPI_FILE} is stale: run npm run openapi -w mock-server and commit it.`);
      process.exit(1);
    }
    console.log(`${OPENAPI_FILE} is current.`);
    return;
  }
  await writeFile(OPENAPI_FILE, document);
  console.log(`wrote ${OPENAPI_FILE}`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
