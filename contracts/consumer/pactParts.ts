import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PACT_DIR, PACT_FILE_NAME, PARTS_DIR, partName } from './pact';

/** Merged in a fixed order (interactions by description, states; keys sorted), so the same tests give the same file. */

interface Interaction {
  description: string;
  providerStates?: unknown[];
}
interface PactJson {
  interactions: Interaction[];
  [key: string]: unknown;
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
    );
  return value;
}

const interactionKey = (interaction: Interaction) =>
  `${interaction.description}\u0000${JSON.stringify(interaction.providerStates ?? [])}`;

/** One per consumer test file. */
export async function expectedParts(consumerDir: string): Promise<string[]> {
  return (await readdir(consumerDir))
    .filter((name) => name.endsWith('.pact.test.ts'))
    .map(partName)
    .sort();
}

export function mergePacts(parts: readonly PactJson[]): string {
  if (parts.length === 0) throw new Error('no pact parts to merge');
  const byKey = new Map<string, Interaction>();
  for (const part of parts) {
    for (const interaction of part.interactions) {
      const key = interactionKey(interaction);
      const seen = byKey.get(key);
      if (seen && JSON.stringify(sortKeys(seen)) !== JSON.stringify(sortKeys(interaction)))
        throw new Error(`two test files declare "${interaction.description}" differently`);
      byKey.set(key, interaction);
    }
  }
  const interactions = [...byKey.entries()]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([, interaction]) => interaction);
  return `${JSON.stringify(sortKeys({ ...parts[0], interactions }), null, 2)}\n`;
}

export interface MergeOutcome {
  written: boolean;
  missing: string[];
  /** Check mode. */
  stale: boolean;
}

/** With `check`, writes nothing; a part never written stops the merge, so the pact comes from every test file. */
export async function mergeParts(consumerDir: string, options: { check: boolean }): Promise<MergeOutcome> {
  const names = await expectedParts(consumerDir);
  const missing = names.filter((name) => !existsSync(path.join(PARTS_DIR, name, PACT_FILE_NAME)));
  if (missing.length > 0) return { written: false, missing, stale: false };
  const parts = await Promise.all(
    names.map(
      async (name) =>
        JSON.parse(await readFile(path.join(PARTS_DIR, name, PACT_FILE_NAME), 'utf8')) as PactJson,
    ),
  );
  const merged = mergePacts(parts);
  const target = path.join(PACT_DIR, PACT_FILE_NAME);
  const committed = existsSync(target) ? await readFile(target, 'utf8') : '';
  if (options.check) {
    if (merged !== committed) await writeFile(path.join(PARTS_DIR, PACT_FILE_NAME), merged);
    return { written: false, missing, stale: merged !== committed };
  }
  await mkdir(PACT_DIR, { recursive: true });
  if (merged !== committed) await writeFile(target, merged);
  return { written: true, missing, stale: false };
}
