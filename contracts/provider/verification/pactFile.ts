import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The committed pact every verification replays. */
export const PACT_FILE = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../pacts/crm-web-crm-backend.json',
);

export interface PactState {
  name: string;
  params?: Record<string, unknown>;
}

export interface PactInteraction {
  description: string;
  providerStates?: PactState[];
  request: { method: string; path: string; headers?: Record<string, string[] | string> };
  response: { status: number };
}

export interface PactDocument {
  consumer: { name: string };
  provider: { name: string };
  interactions: PactInteraction[];
}

export async function loadPact(file = PACT_FILE): Promise<PactDocument> {
  return JSON.parse(await readFile(file, 'utf8')) as PactDocument;
}

export function headerOf(interaction: PactInteraction, name: string): string | undefined {
  const entry = Object.entries(interaction.request.headers ?? {}).find(
    ([key]) => key.toLowerCase() === name.toLowerCase(),
  );
  if (!entry) return undefined;
  return Array.isArray(entry[1]) ? entry[1].join(', ') : entry[1];
}
