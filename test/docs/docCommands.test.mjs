// The docs-as-commands mechanism itself, on small documents: what it extracts, and that a block that does not
// run as written fails unless it is marked illustrative with a reason.
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { consoleSteps, extractBlocks, missingOutput, parseEnv, runBlocks } from './docCommands.mjs';
import { findDocuments } from './documents.mjs';
import { freePort } from '../../scripts/freePort.mjs';

const dirs = [];
after(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempRepo() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'crm-doc-commands-'));
  dirs.push(dir);
  spawnSync('git', ['init', '-q'], { cwd: dir });
  return dir;
}

async function outcomes(markdown, cwd = tempRepo()) {
  const results = [];
  await runBlocks(extractBlocks(markdown), {
    cwd,
    env: { PATH: process.env.PATH, HOME: process.env.HOME ?? '/tmp' },
    timeoutMs: 30_000,
    startTimeoutMs: 30_000,
    report: (block, outcome) =>
      results.push([
        block.line,
        outcome === null ? 'ran' : outcome === 'illustrative' ? 'illustrative' : outcome.message,
      ]),
  });
  return results;
}

describe('extracting the shell blocks of a document', () => {
  test('sh, bash, shell and console fences, with their line and the directives right before them', () => {
    const blocks = extractBlocks(
      [
        '# Title', // 1
        '```sh', // 2
        'echo one', // 3
        '```', // 4
        '<!-- illustrative: needs a real backend -->', // 5
        '', // 6
        '<!-- env: A=1 B="two words" -->', // 7
        '```bash', // 8
        'echo two', // 9
        '```', // 10
        '```json', // 11
        '{ "not": "shell" }', // 12
        '```', // 13
        '<!-- exit: 2 -->', // 14
        'Some text in between.', // 15
        '````console', // 16
        '$ echo three \\', // 17
        '  and more', // 18
        'three and more', // 19
        '```', // 20 (inside: a shorter fence does not close it)
        '````', // 21
      ].join('\n'),
    );
    assert.deepEqual(
      blocks.map((block) => [block.line, block.lang, block.directives]),
      [
        [2, 'sh', {}],
        [8, 'bash', { illustrative: 'needs a real backend', env: { A: '1', B: 'two words' } }],
        [16, 'console', {}],
      ],
    );
    assert.equal(blocks[2].body, '$ echo three \\\n  and more\nthree and more\n```');
  });

  test('console steps, shown output and env values', () => {
    assert.deepEqual(consoleSteps('$ a \\\n  b\nout 1\n\nout 2\n$ c'), [
      { command: 'a \\\n  b', output: ['out 1', 'out 2'] },
      { command: 'c', output: [] },
    ]);
    assert.equal(missingOutput(['x', '...', 'z'], 'a\nx\ny\nz\n'), null);
    assert.equal(missingOutput(['z', 'x'], 'x\nz'), 'x');
    assert.deepEqual(parseEnv(`A=1 B='b c' C="d"`), { A: '1', B: 'b c', C: 'd' });
  });
});

describe('running a document', () => {
  test('a block that fails and is not marked illustrative fails; a marked one is not run', async () => {
    const results = await outcomes(
      [
        '```sh',
        'echo fine',
        '```',
        '```sh',
        'node missing-script.mjs',
        '```',
        '<!-- illustrative: needs a real backend -->',
        '```sh',
        'node missing-script.mjs',
        '```',
        '<!-- illustrative: -->',
        '```sh',
        'echo no reason given',
        '```',
      ].join('\n'),
    );
    assert.equal(results[0][1], 'ran');
    assert.match(results[1][1], /^exited 1, the document says 0:\n.*Cannot find module/s);
    assert.equal(results[2][1], 'illustrative');
    assert.equal(results[3][1], 'the block is marked illustrative without a reason');
  });

  test('environment, the expected exit status, and the output a console block shows', async () => {
    const results = await outcomes(
      [
        '<!-- env: GREETING="hello there" -->',
        '```console',
        '$ echo "$GREETING"',
        'hello there',
        '```',
        '<!-- exit: 2 -->',
        '```sh',
        'exit 2',
        '```',
        '```console',
        '$ echo something else',
        'what the document claims',
        '```',
      ].join('\n'),
    );
    assert.deepEqual(results.slice(0, 2), [
      [2, 'ran'],
      [7, 'ran'],
    ]);
    assert.match(results[2][1], /did not print the line the document shows:\n {2}what the document claims/);
  });

  test('a background block runs until the document ends; files the blocks leave are removed', async () => {
    const port = await freePort();
    const dir = tempRepo();
    writeFileSync(path.join(dir, 'kept.txt'), 'there before');
    const server = `node -e "require('http').createServer((q, s) => s.end('up')).listen(${port}, '127.0.0.1')"`;
    const results = await outcomes(
      [
        `<!-- background: http://127.0.0.1:${port}/ -->`,
        '```sh',
        server,
        '```',
        '```sh',
        `node -e "fetch('http://127.0.0.1:${port}/').then((r) => r.text()).then((t) => { if (t !== 'up') process.exit(1) })" > left-behind.txt`,
        '```',
      ].join('\n'),
      dir,
    );
    assert.deepEqual(results, [
      [2, 'ran'],
      [5, 'ran'],
    ]);
    await assert.rejects(fetch(`http://127.0.0.1:${port}/`));
    assert.equal(existsSync(path.join(dir, 'left-behind.txt')), false);
    assert.equal(existsSync(path.join(dir, 'kept.txt')), true);
  });
});

describe('which code blocks must say what they are', () => {
  test('a fence without a language and an indented code block fail; list continuations and labelled listings do not', async () => {
    const markdown = [
      'Run:', // 1
      '', // 2
      '    echo indented', // 3
      '', // 4
      '- a list item', // 5
      '', // 6
      '    its second paragraph, not code', // 7
      '', // 8
      '```', // 9
      'echo unlabelled', // 10
      '```', // 11
      '```text', // 12
      'a listing', // 13
      '```', // 14
    ].join('\n');
    assert.deepEqual(
      extractBlocks(markdown).map((block) => [block.line, block.lang, block.body]),
      [
        [3, 'indented', 'echo indented'],
        [9, '', 'echo unlabelled'],
      ],
    );
    assert.deepEqual(await outcomes(markdown), [
      [
        3,
        'the block is an indented code block: fence it, with sh, bash, shell or console to run it, text (or its language) otherwise',
      ],
      [
        9,
        'the block is a fence without a language: label it sh, bash, shell or console to run it, text (or its language) otherwise',
      ],
    ]);
  });
});

describe('the documents under test', () => {
  test('README.md and every Markdown file of docs/ and contracts/, a new one included', () => {
    const dir = tempRepo();
    for (const folder of ['docs', 'contracts', 'web']) mkdirSync(path.join(dir, folder));
    for (const file of [
      'README.md',
      'docs/b.md',
      'docs/a.md',
      'docs/notes.txt',
      'contracts/C.md',
      'web/x.md',
    ])
      writeFileSync(path.join(dir, file), '# x\n');
    assert.deepEqual(findDocuments(dir), ['README.md', 'docs/a.md', 'docs/b.md', 'contracts/C.md']);
  });

  // The reader's budget (issue 33): README plus docs/ at most 12,000 words, counted as `wc -w` counts them.
  test('README.md and docs/ stay within 12,000 words', () => {
    const root = path.resolve(import.meta.dirname, '../..');
    const files = [
      'README.md',
      ...readdirSync(path.join(root, 'docs'))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `docs/${name}`),
    ];
    const words = files.reduce(
      (total, file) =>
        total + readFileSync(path.join(root, file), 'utf8').split(/\s+/).filter(Boolean).length,
      0,
    );
    assert.ok(words <= 12_000, `README.md and docs/ hold ${words} words; say it shorter (at most 12,000)`);
  });
});
