import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/**
 * A Web Worker has no DOM. Under Vite's dev server an imported stylesheet is a script that adds a <style> to
 * `document`, so one CSS import anywhere below a worker killed the customer list's worker under `npm run dev`
 * ("document is not defined") while the build, which extracts CSS, worked. So every module a worker loads
 * (its whole import graph, static and dynamic, type-only imports aside) must be plain code: no stylesheet or
 * other asset, no component (.tsx), no UI package, and no use of the page's globals when the module loads.
 */

const SRC = path.dirname(fileURLToPath(import.meta.url));
const SCRIPT = /\.(ts|js|mjs|json)$/;
/** Packages that render or hold a page; `react` itself only defines hooks and elements (i18n's hooks use it). */
const UI_PACKAGE =
  /^(react-dom|react-redux|react-router(-dom)?|primereact|primeicons|@testing-library\/.*)(\/|$)/;
const PAGE_GLOBALS = new Set(['document', 'window', 'localStorage', 'sessionStorage']);

function workerEntries(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return workerEntries(file);
    return entry.name.endsWith('.worker.ts') ? [file] : [];
  });
}

/** The file a relative specifier names (extensionless, or a folder's index), or the specifier's own path. */
function resolveRelative(from: string, specifier: string): string {
  const base = path.resolve(path.dirname(from), specifier);
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ];
  return candidates.find((file) => existsSync(file) && statSync(file).isFile()) ?? base;
}

/** The specifiers a module loads when it runs: imports and re-exports not marked `type`, and import('…'). */
function runtimeImports(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      ts.isImportDeclaration(node) &&
      !node.importClause?.isTypeOnly &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (
      ts.isExportDeclaration(node) &&
      !node.isTypeOnly &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      found.push(node.moduleSpecifier.text);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [argument] = node.arguments;
      if (argument && ts.isStringLiteralLike(argument)) found.push(argument.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** The page's globals a module touches as it loads (outside any function, so not merely when called). */
function pageGlobalsAtLoad(source: ts.SourceFile): string[] {
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node) || ts.isTypeNode(node)) return;
    if (
      ts.isPropertyDeclaration(node) &&
      !node.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword)
    )
      return;
    if (ts.isIdentifier(node) && PAGE_GLOBALS.has(node.text)) {
      const parent = node.parent;
      const isName =
        (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
        (ts.isPropertyAssignment(parent) && parent.name === node);
      if (!isName)
        found.push(`${node.text} (line ${source.getLineAndCharacterOfPosition(node.getStart()).line + 1})`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every module below `entry`, each with the problems it has for a worker. */
function workerGraph(entry: string): Map<string, string[]> {
  const problems = new Map<string, string[]>();
  const queue = [entry];
  while (queue.length) {
    const file = queue.shift() as string;
    if (problems.has(file)) continue;
    const own: string[] = [];
    problems.set(file, own);
    if (file.endsWith('.tsx')) own.push('a component module (.tsx)');
    if (!SCRIPT.test(file) && !file.endsWith('.tsx')) {
      own.push('not a script (a stylesheet or other asset)');
      continue;
    }
    if (file.endsWith('.json')) continue;
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
    own.push(...pageGlobalsAtLoad(source).map((name) => `uses the page's ${name} as it loads`));
    for (const specifier of runtimeImports(source)) {
      if (specifier.startsWith('.')) queue.push(resolveRelative(file, specifier));
      else if (UI_PACKAGE.test(specifier)) own.push(`imports ${specifier}, a UI package`);
    }
  }
  return problems;
}

const entries = workerEntries(SRC);

describe('what a Web Worker loads', () => {
  it('finds the workers', () => {
    expect(entries.map((file) => path.relative(SRC, file))).toContain(
      'features/customers/customerList.worker.ts',
    );
  });

  it.each(entries.map((file) => [path.relative(SRC, file), file]))(
    '%s loads plain code only (no CSS, component, UI package or page global)',
    (_name, entry) => {
      const graph = workerGraph(entry);
      const reported = [...graph]
        .filter(([, problems]) => problems.length)
        .map(([file, problems]) => `${path.relative(SRC, file)}: ${problems.join('; ')}`);
      expect(reported).toEqual([]);
      // The walk followed the worker's imports (its core and the list kit's pure modules).
      expect(graph.size).toBeGreaterThan(5);
    },
  );
});

describe('the worker import guard bites', () => {
  it('follows the graph to a stylesheet, a component and a UI package, past type-only imports', () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'worker-graph-'));
    const files: Record<string, string> = {
      'probe.worker.ts':
        "import { a } from './a';\nimport type { T } from './typesOnly';\nexport const x = a;",
      'a.ts': "export { Cell } from './Cell';\nexport const a = () => import('./later');",
      'Cell.tsx': "import './cell.css';\nexport const Cell = 1;",
      'cell.css': '.cell {}',
      'later.ts': "import 'primereact/button';",
      'typesOnly.ts': "import './never.css';\nexport type T = number;",
    };
    for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
    try {
      const graph = workerGraph(path.join(dir, 'probe.worker.ts'));
      const reported = Object.fromEntries(
        [...graph]
          .filter(([, problems]) => problems.length)
          .map(([file, problems]) => [path.basename(file), problems]),
      );
      expect(reported).toEqual({
        'Cell.tsx': ['a component module (.tsx)'],
        'cell.css': ['not a script (a stylesheet or other asset)'],
        'later.ts': ['imports primereact/button, a UI package'],
      });
      expect(graph.has(path.join(dir, 'typesOnly.ts'))).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('reports a stylesheet, a component, a UI package and a page global at load, not one inside a function', () => {
    const source = (text: string) => ts.createSourceFile('probe.ts', text, ts.ScriptTarget.Latest, true);
    expect(
      runtimeImports(
        source(
          "import './table.css';\nimport type { X } from './types';\nexport { y } from './y';\nexport type { Z } from './z';\nconst lazy = () => import('./lazy');",
        ),
      ),
    ).toEqual(['./table.css', './y', './lazy']);
    expect(
      pageGlobalsAtLoad(
        source(
          'const el = document.createElement("a");\nconst w = window.innerWidth;\nexport function later(doc: Document = document) { return doc.body; }\nconst o = { document: 1 }; o.document;',
        ),
      ),
    ).toEqual(['document (line 1)', 'window (line 2)']);
    expect(UI_PACKAGE.test('primereact/button')).toBe(true);
    expect(UI_PACKAGE.test('react')).toBe(false);
  });
});
