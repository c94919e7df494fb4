import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EDIT_DELETE_MODULE } from '../../src/routes/records/recordRoutes.js';
import { PERSONAS } from '../../src/personas.js';
import type { FieldEntry } from '../../src/state/records/recordTable.js';
import { bearer, makeApp, type TestApp } from '../helpers.js';
import { words } from '../../src/i18n/messages.js';

/**
 * Who may edit and delete customers and product lines: exactly the holders of crm.customer.list (the module
 * of both list screens, whose rows carry the edit and delete actions). The sign-in page's persona
 * descriptions say so: none that holds it calls itself read-only.
 */

let ctx: TestApp;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await makeApp({ seedCustomers: 10 });
  app = ctx.app;
});
afterAll(async () => ctx.close());
beforeEach(async () => app.resetState());

const AREAS = [
  { path: '/api/customers', listName: 'customer', records: () => app.store.state.customers.records },
  {
    path: '/api/product-lines',
    listName: 'product_line',
    records: () => app.store.state.productLines.records,
  },
] as const;

async function write(persona: string, area: (typeof AREAS)[number]) {
  const headers = await bearer(app, persona);
  const [id, entries] = Object.entries(area.records())[0] as [string, FieldEntry[]];
  const edit = await app.inject({
    method: 'PUT',
    url: `${area.path}/${id}`,
    headers,
    payload: { [area.listName]: entries.map(({ key, value }) => ({ key, value })) },
  });
  const remove = await app.inject({ method: 'DELETE', url: `${area.path}/${id}`, headers });
  return { edit, remove, id };
}

describe('editing and deleting customers and product lines', () => {
  it(`is gated by ${EDIT_DELETE_MODULE}`, () => {
    expect(EDIT_DELETE_MODULE).toBe('crm.customer.list');
  });

  for (const persona of PERSONAS.filter((entry) => entry.user.applications.includes('crm'))) {
    const holds = persona.user.modules.includes(EDIT_DELETE_MODULE);
    for (const area of AREAS) {
      it(`${persona.username}: ${area.path} edit and delete ${holds ? 'allowed' : 'refused (403)'}`, async () => {
        const { edit, remove, id } = await write(persona.username, area);
        if (holds) {
          expect(edit.statusCode, edit.body).toBe(200);
          expect(remove.statusCode, remove.body).toBe(200);
          expect(area.records()[id]).toBeUndefined();
        } else {
          expect(edit.statusCode).toBe(403);
          expect(remove.statusCode).toBe(403);
          expect(remove.json().message).toContain(
            `Forbidden: this call requires one of the modules ${EDIT_DELETE_MODULE}`,
          );
          expect(area.records()[id]).toBeDefined();
        }
      });
    }
  }

  it('no persona that may edit or delete calls itself read-only; the viewer says what it may change', () => {
    for (const persona of PERSONAS) {
      if (persona.user.modules.includes(EDIT_DELETE_MODULE)) {
        expect(words('en', persona.description), persona.username).not.toMatch(/read-only/i);
      }
    }
    const viewer = PERSONAS.find((persona) => persona.username === 'viewer')!;
    expect(viewer.user.modules).toContain(EDIT_DELETE_MODULE);
    expect(words('en', viewer.description)).toMatch(/edits and deletes customers and product lines/);
  });
});
