// Proves that the lint rules guarding the layout bite (run by `npm run lint`, so by `npm test`): each snippet
// breaking a rule is reported with that rule's id, and code following the rules passes. The snippets are
// linted with the repository's own eslint.config.js, as files at the paths they name.
import assert from 'node:assert/strict';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

// The import-cycle probe needs real files. They sit in a dot-folder, which TypeScript's "include" globs skip,
// so a typecheck running beside this test never sees them; ESLint lints them like any file under web/src.
const cycleDir = `web/src/.lint-probe-${process.pid}`;
mkdirSync(path.join(root, cycleDir), { recursive: true });
writeFileSync(path.join(root, cycleDir, 'b.ts'), "import { a } from './a';\nexport const b = () => a;\n");
writeFileSync(path.join(root, cycleDir, 'a.ts'), "import { b } from './b';\nexport const a = () => b;\n");
process.on('exit', () => rmSync(path.join(root, cycleDir), { recursive: true, force: true }));

// The probes are in no tsconfig (they do not exist, or sit in the dot-folder): the type-aware parser gives them
// the web's compiler options. Every rule comes from eslint.config.js unchanged.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: {
        tsconfigRootDir: root,
        projectService: {
          allowDefaultProject: [
            'web/src/*/lintProbe.ts',
            'web/src/features/*/lintProbe.ts',
            'web/src/components/LintProbe.tsx',
            'web/src/components/LintProbe.test.tsx',
            'mock-server/src/lib/lintProbe.ts',
            'mock-server/src/*/lintProbe.ts',
            'mock-server/src/*/*/lintProbe.ts',
            'fixtures/src/lintProbe.ts',
            `${cycleDir}/*.ts`,
          ],
          defaultProject: 'web/tsconfig.json',
          // The default project is the web's whole program (its tsconfig includes src/).
          maximumDefaultProjectFileMatchCount_THIS_WILL_SLOW_DOWN_LINTING: 1000,
        },
      },
    },
  },
});

// The rules that need no types run without them: building each workspace's TypeScript program for the probes
// took most of this test's time. The type-aware rules' own tests use `eslint`.
const untyped = new ESLint({
  cwd: root,
  overrideConfigFile: path.join(root, 'eslint.config.js'),
  overrideConfig: { files: ['**/*.{ts,tsx}'], ...tseslint.configs.disableTypeChecked },
});

/** The messages ESLint reports for `code` as the file at `filePath` (relative to the repository root). */
async function lint(filePath, code, linter = untyped) {
  const [result] = await linter.lintText(code, { filePath: path.join(root, filePath) });
  return result.messages;
}

function assertReported(messages, ruleId, text) {
  const found = messages.filter((message) => message.ruleId === ruleId);
  assert.ok(
    found.length > 0,
    `expected ${ruleId}, got: ${JSON.stringify(messages.map(({ ruleId: id, message }) => ({ id, message })))}`,
  );
  if (text)
    assert.ok(
      found.some((message) => message.message.includes(text)),
      found[0].message,
    );
}

describe('layering (import-x/no-restricted-paths)', () => {
  it('a feature folder importing another feature folder is reported', async () => {
    const messages = await lint(
      'web/src/features/customers/lintProbe.ts',
      "import { GIFT_CLAIM_FILTERS } from '../giftClaims/giftClaimList';\nexport const count = GIFT_CLAIM_FILTERS.length;\n",
    );
    assertReported(messages, 'import-x/no-restricted-paths', 'never imports another feature folder');
  });

  it('a feature importing app/ is reported', async () => {
    const messages = await lint(
      'web/src/features/customers/lintProbe.ts',
      "import { makeStore } from '../../app/store';\nexport const store = makeStore;\n",
    );
    assertReported(messages, 'import-x/no-restricted-paths', 'features do not import app/');
  });

  it('a shared layer importing a feature is reported (lists/, shell/, and test/ too)', async () => {
    for (const layer of ['lib', 'lists', 'shell', 'test']) {
      const messages = await lint(
        `web/src/${layer}/lintProbe.ts`,
        "import { GIFT_CLAIM_FILTERS } from '../features/giftClaims/giftClaimList';\nexport const count = GIFT_CLAIM_FILTERS.length;\n",
      );
      assertReported(
        messages,
        'import-x/no-restricted-paths',
        'a shared layer never imports a feature folder',
      );
    }
  });

  it('a shared layer importing app/ is reported; test support may', async () => {
    const code = "import { makeStore } from '../app/store';\nexport const store = makeStore;\n";
    assertReported(await lint('web/src/store/lintProbe.ts', code), 'import-x/no-restricted-paths', 'app/');
    assert.deepEqual(await lint('web/src/test/lintProbe.ts', code), []);
  });

  it('a feature importing shared layers and its own files passes', async () => {
    const messages = await lint(
      'web/src/features/giftClaims/lintProbe.ts',
      [
        "import { useAppDispatch } from '../../store/hooks';",
        "import { toFilterRequest } from '../../lists/filters';",
        "import { GIFT_CLAIM_FILTERS } from './giftClaimList';",
        'export const probe = { useAppDispatch, request: toFilterRequest(GIFT_CLAIM_FILTERS, {}) };',
        '',
      ].join('\n'),
    );
    assert.deepEqual(messages, []);
  });
});

describe('shared test data (@crm/fixtures)', () => {
  it('product code importing the test data is reported; a test and test support may', async () => {
    const code = "import { PERSONAS } from '@crm/fixtures';\nexport const probe = PERSONAS;\n";
    for (const file of ['web/src/lib/lintProbe.ts', 'mock-server/src/lib/lintProbe.ts']) {
      assertReported(await lint(file, code), 'no-restricted-imports', 'for tests only');
    }
    assert.deepEqual(await lint('web/src/test/lintProbe.ts', code), []);
  });

  it('the test data importing a workspace is reported, but for the domain facts', async () => {
    const messages = await lint(
      'fixtures/src/lintProbe.ts',
      "import { modules } from '../../web/src/config/modules';\nexport const probe = modules;\n",
    );
    assertReported(messages, 'import-x/no-restricted-paths', 'imports no workspace but domain/');
    assert.deepEqual(
      await lint(
        'fixtures/src/lintProbe.ts',
        "import { MODULES } from '@crm/domain';\nexport const probe = MODULES;\n",
      ),
      [],
    );
  });
});

describe('mock-server layering (import-x/no-restricted-paths)', () => {
  it('state/ importing routes/, plugins/ or providerStates/ is reported', async () => {
    for (const [from, name] of [
      ['../../routes/index.js', 'routes'],
      ['../../plugins/core.js', 'core'],
      ['../../providerStates/index.js', 'PROVIDER_STATES'],
    ]) {
      const messages = await lint(
        'mock-server/src/state/campaigns/lintProbe.ts',
        `import ${name === 'PROVIDER_STATES' ? '{ PROVIDER_STATES }' : name} from '${from}';\nexport const probe = ${name};\n`,
      );
      assertReported(messages, 'import-x/no-restricted-paths', 'state/ (the domain) never imports');
    }
  });

  it('lib/ importing state/ or routes/ is reported', async () => {
    for (const code of [
      "import { emptyTable } from '../state/records/recordTable.js';\nexport const probe = emptyTable;\n",
      "import routes from '../routes/index.js';\nexport const probe = routes;\n",
    ]) {
      assertReported(
        await lint('mock-server/src/lib/lintProbe.ts', code),
        'import-x/no-restricted-paths',
        'lib/ holds pure helpers',
      );
    }
  });

  it('seed/ or uploads/ importing plugins/, and plugins/ importing routes/, are reported', async () => {
    const plugin = "import core from '../plugins/core.js';\nexport const probe = core;\n";
    for (const folder of ['seed', 'uploads']) {
      assertReported(
        await lint(`mock-server/src/${folder}/lintProbe.ts`, plugin),
        'import-x/no-restricted-paths',
        'seed/ and uploads/ never import',
      );
    }
    assertReported(
      await lint(
        'mock-server/src/plugins/lintProbe.ts',
        "import routes from '../routes/index.js';\nexport const probe = routes;\n",
      ),
      'import-x/no-restricted-paths',
      'plugins/ never import routes/',
    );
  });

  it("a route folder importing another area's routes is reported", async () => {
    const messages = await lint(
      'mock-server/src/routes/reports/lintProbe.ts',
      "import campaigns from '../campaigns/index.js';\nexport const probe = campaigns;\n",
    );
    assertReported(messages, 'import-x/no-restricted-paths', 'never imports another area');
  });

  it('a route using lib/, state/, a plugin and routes/records/ passes; state/ using lib/ passes', async () => {
    const route = [
      "import { Closed } from '../../lib/schemas.js';",
      "import { bearerToken } from '../../plugins/auth.js';",
      "import { emptyTable } from '../../state/records/recordTable.js';",
      "import { RecordMapSchema } from '../records/recordQueries.js';",
      'export const probe = { Closed, bearerToken, emptyTable, RecordMapSchema };',
      '',
    ].join('\n');
    assert.deepEqual(await lint('mock-server/src/routes/customers/lintProbe.ts', route), []);
    const state = "import { badRequest } from '../../lib/httpErrors.js';\nexport const probe = badRequest;\n";
    assert.deepEqual(await lint('mock-server/src/state/campaigns/lintProbe.ts', state), []);
  });
});

describe('import cycles (import-x/no-cycle)', () => {
  it('two modules importing each other are reported', async () => {
    const [result] = await untyped.lintFiles([path.join(root, cycleDir, 'a.ts')]);
    assertReported(result.messages, 'import-x/no-cycle');
  });
});

describe('type-aware rules', () => {
  const typed = (filePath, code) => lint(filePath, code, eslint);
  it('a floating promise is reported (web and mock-server)', async () => {
    const code = 'async function save(): Promise<void> {}\nexport function onSave() {\n  save();\n}\n';
    assertReported(await typed('web/src/lib/lintProbe.ts', code), '@typescript-eslint/no-floating-promises');
    assertReported(
      await typed('mock-server/src/lib/lintProbe.ts', code),
      '@typescript-eslint/no-floating-promises',
    );
  });

  it('an async callback where a void one is expected, and an await of a non-promise, are reported', async () => {
    const messages = await typed(
      'mock-server/src/lib/lintProbe.ts',
      [
        'async function write(): Promise<void> {}',
        'export function later(ids: number[]) {',
        '  ids.forEach(async () => write());',
        '}',
        'export async function value() {',
        '  return await 42;',
        '}',
        '',
      ].join('\n'),
    );
    assertReported(messages, '@typescript-eslint/no-misused-promises');
    assertReported(messages, '@typescript-eslint/await-thenable');
  });

  it("an object in a template string (its '[object Object]') is reported", async () => {
    const messages = await typed(
      'web/src/lib/lintProbe.ts',
      'export const label = (filter: { field: string }) => `filter ${String(filter)}`;\n',
    );
    assertReported(messages, '@typescript-eslint/no-base-to-string');
  });
});

describe('React hooks and accessibility', () => {
  it('a conditional hook and setState in an effect are reported', async () => {
    const messages = await lint(
      'web/src/components/LintProbe.tsx',
      [
        "import { useEffect, useState } from 'react';",
        'export function Probe({ on, value }: { on: boolean; value: string }) {',
        '  const [shown, setShown] = useState(value);',
        '  useEffect(() => {',
        '    setShown(value);',
        '  }, [value]);',
        '  if (on) useEffect(() => undefined);',
        '  return <p>{shown}</p>;',
        '}',
        '',
      ].join('\n'),
    );
    assertReported(messages, 'react-hooks/rules-of-hooks');
    assertReported(messages, 'react-hooks/set-state-in-effect');
  });

  it('an image without alt text and a clickable div without keyboard support are reported', async () => {
    const messages = await lint(
      'web/src/components/LintProbe.tsx',
      [
        'export function Probe({ onOpen }: { onOpen(): void }) {',
        '  return (',
        '    <div onClick={onOpen}>',
        '      <img src="/logo.png" />',
        '    </div>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    assertReported(messages, 'jsx-a11y/alt-text');
    assertReported(messages, 'jsx-a11y/click-events-have-key-events');
    assertReported(messages, 'jsx-a11y/no-static-element-interactions');
  });

  it('an accessible component whose words come from the catalogue passes', async () => {
    const messages = await lint(
      'web/src/components/LintProbe.tsx',
      [
        "import { useT } from '../i18n/i18n';",
        '',
        'export function Probe({ onOpen }: { onOpen(): void }) {',
        '  const t = useT();',
        '  return (',
        '    <button type="button" onClick={onOpen}>',
        '      <img src="/logo.png" alt={t(\'common.view\')} />',
        "      {t('common.view')}",
        '    </button>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    assert.deepEqual(messages, []);
  });
});

describe('words shown to users come from the catalogues (web/src/i18n)', () => {
  it('inline words in JSX text, a string child and a word attribute are each reported', async () => {
    const messages = await lint(
      'web/src/components/LintProbe.tsx',
      [
        'export function Probe({ count }: { count: number }) {',
        '  return (',
        '    <section aria-label="Customer data" className="panel-body">',
        '      <h2>Customer Data</h2>',
        "      {'No data available.'}",
        '      {`Showing ${count} entries`}',
        '      <input placeholder={`Search ${count}`} />',
        '    </section>',
        '  );',
        '}',
        '',
      ].join('\n'),
    );
    const reported = messages.filter((message) => message.ruleId === 'no-restricted-syntax');
    // The aria-label, the heading's text, the string child, the template child and the placeholder; not the
    // class name (not words a user sees).
    assert.equal(reported.length, 5, JSON.stringify(messages, null, 2));
    assert.ok(reported.every((message) => /catalogue/.test(message.message)));
  });

  it('a test file may write words inline', async () => {
    const messages = await lint(
      'web/src/components/LintProbe.test.tsx',
      ['export const probe = <h2>Customer Data</h2>;', ''].join('\n'),
    );
    assert.deepEqual(
      messages.filter((message) => message.ruleId === 'no-restricted-syntax'),
      [],
    );
  });
});

describe('dead code (knip, knip.jsonc)', () => {
  it('a file nothing imports and an export nothing imports are reported, and fail the check', () => {
    // scripts/*.mjs are entries of the root workspace (commands): the probe command imports one of the
    // library's two exports; the other, and a file beside the library, are dead. Nothing runs these by a glob.
    const entry = `scripts/knip-probe-${process.pid}.mjs`;
    const dir = `scripts/knip-probe-${process.pid}`;
    mkdirSync(path.join(root, dir), { recursive: true });
    try {
      writeFileSync(
        path.join(root, entry),
        `import { used } from './knip-probe-${process.pid}/lib.mjs';\nused();\n`,
      );
      writeFileSync(
        path.join(root, dir, 'lib.mjs'),
        'export const used = () => 1;\nexport const probeUnusedExport = 2;\n',
      );
      writeFileSync(path.join(root, dir, 'orphan.mjs'), 'export const orphan = 3;\n');
      const run = spawnSync(
        path.join(root, 'node_modules/.bin/knip'),
        ['--no-progress', '--no-config-hints'],
        {
          cwd: root,
          encoding: 'utf8',
        },
      );
      assert.equal(run.status, 1, run.stdout + run.stderr);
      assert.match(run.stdout, new RegExp(`Unused files[^]*${dir}/orphan\\.mjs`));
      assert.match(run.stdout, new RegExp(`Unused exports[^]*probeUnusedExport\\s+${dir}/lib\\.mjs`));
      assert.doesNotMatch(run.stdout, new RegExp(`${entry}|\\bused\\b`));
    } finally {
      rmSync(path.join(root, entry), { force: true });
      rmSync(path.join(root, dir), { recursive: true, force: true });
    }
  });
});
