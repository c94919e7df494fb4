import { spawn } from 'node:child_process';

/**
 * Where the verifier gets a live access token for each persona, in this order:
 *   PROVIDER_TOKEN_<PERSONA>   the token itself (PROVIDER_TOKEN_ADMIN, PROVIDER_TOKEN_DATAENTRY, ...)
 *   PROVIDER_TOKEN_COMMAND     a shell command that prints the persona's token on stdout; it gets the persona as
 *                              PROVIDER_PERSONA in its environment, and `{persona}` in the command is replaced
 *   PROVIDER_TOKEN_URL         POST {"persona": "<username>"} (JSON) answers {"access_token": "..."}
 * Nothing is ever made up: a persona without a source stops the run before it starts.
 */

export class RefusalError extends Error {}

export const tokenVariable = (persona: string) =>
  `PROVIDER_TOKEN_${persona.toUpperCase().replace(/[^A-Z0-9]/g, '_')}`;

export type TokenSource = (persona: string) => Promise<string>;

/** Personas that have no way to get a token in this environment. */
export function personasWithoutToken(env: NodeJS.ProcessEnv, personas: readonly string[]): string[] {
  if (env.PROVIDER_TOKEN_COMMAND?.trim() || env.PROVIDER_TOKEN_URL?.trim()) return [];
  return personas.filter((persona) => !env[tokenVariable(persona)]?.trim());
}

function runCommand(command: string, persona: string, env: NodeJS.ProcessEnv, cwd: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn('sh', ['-c', command.replaceAll('{persona}', persona)], {
      cwd,
      env: { ...env, PROVIDER_PERSONA: persona },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => {
      const token = out.trim();
      if (code !== 0)
        reject(
          new RefusalError(`PROVIDER_TOKEN_COMMAND failed for ${persona} (exit ${code}): ${err.trim()}`),
        );
      else if (!token || /\s/.test(token))
        reject(new RefusalError(`PROVIDER_TOKEN_COMMAND printed no single token for ${persona}`));
      else resolve(token);
    });
  });
}

async function fetchToken(url: string, persona: string): Promise<string> {
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ persona }),
    });
  } catch (error) {
    throw new RefusalError(`PROVIDER_TOKEN_URL ${url} could not be reached: ${(error as Error).message}`);
  }
  const body = (await response.json().catch(() => null)) as { access_token?: unknown } | null;
  if (!response.ok || typeof body?.access_token !== 'string' || !body.access_token)
    throw new RefusalError(
      `PROVIDER_TOKEN_URL answered ${response.status} without an access_token for ${persona}`,
    );
  return body.access_token;
}

/**
 * `cwd`: where PROVIDER_TOKEN_COMMAND runs, the directory the user ran npm in (cli.ts), so that
 * `node contracts/scripts/mockLoginToken.mjs` from the repository root or `./get-test-token.sh` from the
 * backend's checkout resolve as typed.
 */
export function tokenSource(env: NodeJS.ProcessEnv, cwd = process.cwd()): TokenSource {
  return async (persona) => {
    const direct = env[tokenVariable(persona)]?.trim();
    if (direct) return direct;
    const command = env.PROVIDER_TOKEN_COMMAND?.trim();
    if (command) return runCommand(command, persona, env, cwd);
    const url = env.PROVIDER_TOKEN_URL?.trim();
    if (url) return fetchToken(url, persona);
    throw new RefusalError(
      `no token for ${persona}: set ${tokenVariable(persona)}, PROVIDER_TOKEN_COMMAND or PROVIDER_TOKEN_URL`,
    );
  };
}

/** Every persona's token, fetched before the run starts (a failure stops it, naming the persona). */
export async function collectTokens(
  source: TokenSource,
  personas: readonly string[],
): Promise<Map<string, string>> {
  const tokens = new Map<string, string>();
  for (const persona of personas) tokens.set(persona, await source(persona));
  return tokens;
}
