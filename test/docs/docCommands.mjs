// Docs as commands: every fenced shell block of a Markdown document either runs exactly as written (from the
// repository root, with the environment the text names) or is marked, with its reason, as illustrative. So the
// commands a reader copies cannot drift from what works. Run by test/docs/documents.test.mjs over DOCUMENTS.
//
// A block is a fence whose info string is `sh`, `bash`, `shell` or `console`. A fence without an info string and
// an indented code block are blocks too, and fail: a reader cannot tell a command from a listing, so each says
// what it is (`sh` to run, `text` or its language otherwise). HTML comments right before the
// fence (nothing but comments and blank lines between them and the fence) say how it runs:
//   <!-- illustrative: <why it cannot run here> -->   not run; the reason is required
//   <!-- background: <url> -->   a server: started as written, the next blocks run once <url> answers, and it
//                                 is stopped after the document's last block
//   <!-- env: NAME=value NAME2="a value" -->   environment the surrounding text tells the reader to set
//   <!-- exit: 2 -->                            the exit status the text says the command ends with (default 0)
// A `sh`/`bash`/`shell` block runs as one script (bash, stopping at the first failing command). A `console` block
// runs each `$ ` line (with its `\` continuations) and checks the output it shows: each shown line must appear
// in the command's output, in order (a line `...` stands for anything).
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export const SHELL_LANGUAGES = new Set(['sh', 'bash', 'shell', 'console']);

const DIRECTIVE = /^<!--\s*(illustrative|background|env|exit)\s*:\s*(.*?)\s*-->$/;

/** Markdown's list items: their indented lines are continuations, not code. */
const LIST_ITEM = /^\s{0,3}([-*+]|\d+[.)])\s/;

/**
 * The shell blocks of a Markdown text: { line (1-based, of the opening fence), lang, body, directives }; a fence
 * without a language has lang '' and an indented code block lang 'indented' (both are problems, blockProblem).
 */
export function extractBlocks(markdown) {
  const lines = markdown.split('\n');
  const blocks = [];
  let inList = false;
  for (let index = 0; index < lines.length; index += 1) {
    const text = lines[index];
    const open = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(text);
    if (!open) {
      if (text.trim() === '') continue;
      const indented = /^( {4}|\t)/.test(text);
      if (indented && !inList && index > 0 && lines[index - 1].trim() === '') {
        let end = index;
        while (end < lines.length && (lines[end].trim() === '' || /^( {4}|\t)/.test(lines[end]))) end += 1;
        const body = lines.slice(index, end).map((line) => line.replace(/^( {4}|\t)/, ''));
        blocks.push({ line: index + 1, lang: 'indented', body: body.join('\n').trim(), directives: {} });
        index = end - 1;
      } else if (!indented) inList = LIST_ITEM.test(text);
      continue;
    }
    const [, indent, fence, lang] = open;
    const close = new RegExp(`^${indent}${fence[0]}{${fence.length},}\\s*$`);
    let end = index + 1;
    while (end < lines.length && !close.test(lines[end])) end += 1;
    const body = lines
      .slice(index + 1, end)
      .map((line) => (line.startsWith(indent) ? line.slice(indent.length) : line))
      .join('\n');
    if (SHELL_LANGUAGES.has(lang) || lang === '')
      blocks.push({ line: index + 1, lang, body, directives: directivesBefore(lines, index) });
    inList = false;
    index = end;
  }
  return blocks;
}

function directivesBefore(lines, fenceIndex) {
  const directives = {};
  for (let index = fenceIndex - 1; index >= 0; index -= 1) {
    const text = lines[index].trim();
    if (text === '') continue;
    if (!text.startsWith('<!--')) break;
    const match = DIRECTIVE.exec(text);
    if (!match) continue;
    const [, name, value] = match;
    if (name === 'env') directives.env = { ...parseEnv(value), ...directives.env };
    else if (name === 'exit') directives.exit = Number(value);
    else directives[name] ??= value;
  }
  return directives;
}

/** `A=1 B="two words"` → { A: '1', B: 'two words' }. */
export function parseEnv(text) {
  const env = {};
  for (const match of text.matchAll(/([A-Za-z_][A-Za-z0-9_]*)=("([^"]*)"|'([^']*)'|(\S*))/g))
    env[match[1]] = match[3] ?? match[4] ?? match[5] ?? '';
  return env;
}

/** The commands of a `console` block and the output shown after each. */
export function consoleSteps(body) {
  const steps = [];
  let continuing = false;
  for (const line of body.split('\n')) {
    if (continuing) {
      steps.at(-1).command += `\n${line}`;
      continuing = line.endsWith('\\');
    } else if (line.startsWith('$ ')) {
      steps.push({ command: line.slice(2), output: [] });
      continuing = line.endsWith('\\');
    } else if (steps.length > 0 && line.trim() !== '') steps.at(-1).output.push(line.trim());
  }
  return steps;
}

/** Whether every shown line appears in the output, in order; `...` matches anything. Returns the first missing line. */
export function missingOutput(shown, actual) {
  const lines = actual.split('\n').map((line) => line.trim());
  let at = 0;
  for (const expected of shown) {
    if (expected === '...') continue;
    const found = lines.indexOf(expected, at);
    if (found === -1) return expected;
    at = found + 1;
  }
  return null;
}

/** What makes a block unusable as documentation, whatever it runs: an illustrative mark without a reason. */
export function blockProblem(block) {
  if (block.lang === '')
    return 'is a fence without a language: label it sh, bash, shell or console to run it, text (or its language) otherwise';
  if (block.lang === 'indented')
    return 'is an indented code block: fence it, with sh, bash, shell or console to run it, text (or its language) otherwise';
  if ('illustrative' in block.directives && !block.directives.illustrative.trim())
    return 'is marked illustrative without a reason';
  if (block.directives.exit !== undefined && !Number.isInteger(block.directives.exit))
    return 'has an exit directive that is not a whole number';
  if (block.lang === 'console' && consoleSteps(block.body).length === 0)
    return 'is a console block without a "$ " command';
  return null;
}

const tail = (text, size = 4000) => (text.length > size ? `...${text.slice(-size)}` : text);

function run(script, { cwd, env, timeoutMs }) {
  return new Promise((resolve) => {
    const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', script], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    const timer = setTimeout(() => {
      output += `\n[docs test: stopped after ${timeoutMs / 1000} s]`;
      killGroup(child, 'SIGKILL');
    }, timeoutMs);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      resolve({ code: code ?? (signal ? 128 : 1), output });
    });
  });
}

function killGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // Already gone.
  }
}

async function answers(url) {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
}

/** Starts a background block and waits until its URL answers; returns a stop function. */
async function startBackground(block, { cwd, env, startTimeoutMs }) {
  const url = block.directives.background;
  if (await answers(url))
    throw new Error(`something already answers at ${url}: the document's commands need it free`);
  const child = spawn('bash', ['-e', '-o', 'pipefail', '-c', block.body], {
    cwd,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  let exited = null;
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const closed = new Promise((resolve) =>
    child.on('close', (code) => {
      exited = code ?? 1;
      resolve();
    }),
  );
  const deadline = Date.now() + startTimeoutMs;
  while (!(await answers(url))) {
    if (exited !== null) throw new Error(`it exited (${exited}) before ${url} answered:\n${tail(output)}`);
    if (Date.now() > deadline) {
      killGroup(child, 'SIGKILL');
      throw new Error(`${url} did not answer within ${startTimeoutMs / 1000} s:\n${tail(output)}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return async () => {
    if (exited === null) {
      killGroup(child, 'SIGTERM');
      const forced = setTimeout(() => killGroup(child, 'SIGKILL'), 15_000);
      await closed;
      clearTimeout(forced);
    }
  };
}

function untracked(cwd) {
  const result = spawnSync('git', ['ls-files', '--others', '--exclude-standard', '-z'], {
    cwd,
    encoding: 'utf8',
  });
  return new Set(result.status === 0 ? result.stdout.split('\0').filter(Boolean) : []);
}

/**
 * Runs the blocks of one document in order, from `cwd` (the repository root). `env`: the environment blocks
 * start from (the caller removes what a reader's shell would not have). `report(block, error)` is called for
 * each block, with the error when it failed (null when it ran as written, 'illustrative' when it is marked so).
 * Files the blocks leave in the checkout (untracked, not ignored) are removed afterwards.
 */
export async function runBlocks(blocks, { cwd, env, report, timeoutMs = 600_000, startTimeoutMs = 300_000 }) {
  const stops = [];
  const before = untracked(cwd);
  try {
    for (const block of blocks) {
      const problem = blockProblem(block);
      if (problem) {
        report(block, new Error(`the block ${problem}`));
        continue;
      }
      if ('illustrative' in block.directives) {
        report(block, 'illustrative');
        continue;
      }
      const blockEnv = { ...env, ...block.directives.env };
      try {
        if (block.directives.background !== undefined) {
          stops.push(await startBackground(block, { cwd, env: blockEnv, startTimeoutMs }));
        } else if (block.lang === 'console') {
          for (const step of consoleSteps(block.body)) {
            const { code, output } = await run(step.command, { cwd, env: blockEnv, timeoutMs });
            const expected = block.directives.exit ?? 0;
            if (code !== expected)
              throw new Error(
                `$ ${step.command}\nexited ${code}, the document says ${expected}:\n${tail(output)}`,
              );
            const missing = missingOutput(step.output, output);
            if (missing !== null)
              throw new Error(
                `$ ${step.command}\ndid not print the line the document shows:\n  ${missing}\nIt printed:\n${tail(output)}`,
              );
          }
        } else {
          const { code, output } = await run(block.body, { cwd, env: blockEnv, timeoutMs });
          const expected = block.directives.exit ?? 0;
          if (code !== expected)
            throw new Error(`exited ${code}, the document says ${expected}:\n${tail(output)}`);
        }
        report(block, null);
      } catch (error) {
        report(block, error);
      }
    }
  } finally {
    for (const stop of stops.reverse()) await stop();
    for (const file of untracked(cwd)) if (!before.has(file)) rmSync(path.join(cwd, file), { force: true });
  }
}

/** The environment a reader's shell has: this process's, without what npm or the test runner put in it. */
export function readerEnvironment(base, removed) {
  return Object.fromEntries(
    Object.entries(base).filter(([key]) => !removed.some((pattern) => pattern.test(key))),
  );
}
