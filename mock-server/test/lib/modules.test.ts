import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { CRM_MODULES, MODULES } from '../../src/lib/modules.js';
import { findPersona } from '../../src/personas.js';

const src = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

async function sourceFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? sourceFiles(path.join(dir, entry.name))
        : Promise.resolve(entry.name.endsWith('.ts') ? [path.join(dir, entry.name)] : []),
    ),
  );
  return nested.flat();
}

describe('the CRM module names (lib/modules.ts)', () => {
  it("are the spec's twelve modules, all held by admin", () => {
    expect(CRM_MODULES).toHaveLength(12);
    expect(new Set(CRM_MODULES).size).toBe(12);
    expect(CRM_MODULES.every((name) => /^crm\.[a-z]+(\.[a-z]+)+$/.test(name))).toBe(true);
    expect(findPersona('admin')?.user.modules).toEqual([...CRM_MODULES]);
    expect(MODULES.campaignApprove).toBe('crm.campaign.list.approve');
  });

  it('are spelled out in lib/modules.ts only: every other source file uses MODULES', async () => {
    const spelled: string[] = [];
    for (const file of await sourceFiles(src)) {
      if (file === path.join(src, 'lib', 'modules.ts')) continue;
      const text = await readFile(file, 'utf8');
      for (const match of text.matchAll(/['"`]crm\.[a-z]+\.[a-z.]+/g))
        spelled.push(`${path.relative(src, file)}: ${match[0]}`);
    }
    expect(spelled).toEqual([]);
  });
});
