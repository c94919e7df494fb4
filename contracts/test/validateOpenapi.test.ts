import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * `npm run validate:openapi -w contracts -- <file>` checks the document it is given, from the directory npm was
 * run in: a backend team's own document that leaves out a response field the pact pins fails, naming it, unless
 * the document allows additional properties there; the real one passes.
 */

const contractsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'crm-validate-openapi-'));
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** `npm run validate:openapi -w contracts -- <file>`, run from the repository root as a reader would. */
function validate(file: string): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', 'validate:openapi', '-w', 'contracts', '--', file], {
      cwd: path.resolve(contractsDir, '..'),
      env: Object.fromEntries(Object.entries(process.env).filter(([key]) => !/^(npm_|INIT_CWD$)/.test(key))),
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => resolve({ code, output }));
  });
}

interface Node {
  [key: string]: unknown;
}

/** The committed document, with the campaigns of the filter answer declaring no division_name. */
async function withoutDivisionName(allowMore: boolean): Promise<Node> {
  const document = JSON.parse(await readFile(path.join(contractsDir, 'openapi.json'), 'utf8')) as Node;
  // A document that does not say whether more properties may come (the usual case): nothing else may.
  const close = (node: unknown): void => {
    if (Array.isArray(node)) node.forEach(close);
    else if (node && typeof node === 'object') {
      if ((node as Node).additionalProperties === true) delete (node as Node).additionalProperties;
      Object.values(node).forEach(close);
    }
  };
  close(document);
  const paths = document.paths as Record<string, Node>;
  const campaigns = (paths['/api/campaigns/filter'] as Node & { post: Node }).post;
  const schema = (
    campaigns as {
      responses: { 200: { content: { 'application/json': { schema: Node } } } };
    }
  ).responses[200].content['application/json'].schema as {
    properties: { data: { properties: { campaigns: { items: Node } } } };
  };
  const item = schema.properties.data.properties.campaigns.items as {
    properties: Record<string, unknown>;
    required: string[];
    additionalProperties?: boolean;
  };
  delete item.properties.division_name;
  item.required = item.required.filter((name) => name !== 'division_name');
  if (allowMore) item.additionalProperties = true;
  return document;
}

describe('npm run validate:openapi -w contracts -- <file>', () => {
  it('fails on a document that does not declare a response field the pact pins, naming it', async () => {
    await writeFile(path.join(dir, 'their.json'), JSON.stringify(await withoutDivisionName(false)));
    const { code, output } = await validate(path.join(dir, 'their.json'));
    expect(code, output).toBe(1);
    expect(output).toContain(`Validating the pact against ${path.join(dir, 'their.json')}`);
    expect(output).toContain('must NOT have additional properties - division_name');
    expect(output).toContain('/api/campaigns/filter');
  });

  it('passes the same document when it allows additional properties there', async () => {
    await writeFile(path.join(dir, 'open.json'), JSON.stringify(await withoutDivisionName(true)));
    const { code, output } = await validate(path.join(dir, 'open.json'));
    expect(code, output).toBe(0);
    expect(output).toContain('0 error(s)');
  });

  it('passes the real document, given by a path relative to the directory npm was run in', async () => {
    const { code, output } = await validate('contracts/openapi.json');
    expect(code, output).toBe(0);
    expect(output).toContain('0 error(s)');
  });

  it('refuses a file that does not exist, naming it', async () => {
    const { code, output } = await validate('nowhere.json');
    expect(code).toBe(2);
    expect(output).toContain(
      `validate:openapi: no such file: ${path.resolve(contractsDir, '..', 'nowhere.json')}`,
    );
  });
});
