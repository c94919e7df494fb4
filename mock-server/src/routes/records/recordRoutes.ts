import type { Area } from '../../state/store/mockState.js';
import {
  deleteRecord,
  recordValues,
  updateRecord,
  type RecordTable,
  type RecordValues,
} from '../../state/records/recordTable.js';
import { Type } from 'typebox';
import { MODULES } from '../../lib/modules.js';
import type { Modules } from '../../lib/access.js';
import { Open, protectedRoute, type TypedApp } from '../../lib/schemas.js';
import { say } from '../../i18n/messages.js';
import {
  FieldEntrySchema,
  recordIdParams,
  entriesBodySchema,
  findRecord,
  validateEdit,
  type EditRules,
} from './recordQueries.js';

/**
 * The module that gates editing and deleting customers and product lines: crm.customer.list, the module of
 * their list screens, whose rows carry the edit and delete actions (spec part 1 sections 2 and 6; the spec
 * has no separate edit module). A user without it gets a 403.
 */
export const EDIT_DELETE_MODULE = MODULES.customerList;

export interface RecordWriteRoutes {
  /** The record's address, e.g. '/api/customers/:id'. */
  path: string;
  table(): RecordTable;
  /** The state area to report as changed. */
  area: Area;
  /** 'customer' / 'product_line': the PUT body's list of entries and the key of the answer's record. */
  listName: string;
  /** The OpenAPI tag of the routes. */
  tag: string;
  /** Who may edit and delete (lib/access.ts). */
  modules: Modules;
  /** How an edit is validated; `rules.noun` also names the record in messages ("Customer updated"). */
  rules: EditRules;
  /** Further checks on the validated values before they are stored (throw an HTTP error to refuse). */
  checkEdit?(id: string, values: RecordValues): void;
}

/**
 * PUT (edit some entries of one record) and DELETE of a record table: 400 for a malformed id or edit,
 * 404 for a missing record; after the change the area is reported changed.
 */
export function registerRecordWriteRoutes(app: TypedApp, options: RecordWriteRoutes): void {
  const { path, table, area, listName, modules, rules } = options;
  const route = protectedRoute(options.tag);
  const Answer = Open({ message: Type.String() });

  app.put(
    path,
    {
      schema: route(
        {
          modules,
          summary: `Edit entries of one ${rules.noun.english.toLowerCase()}`,
          params: recordIdParams(rules.noun),
          body: entriesBodySchema(listName, rules),
        },
        { 200: Open({ message: Type.String(), data: Open({ [listName]: Type.Array(FieldEntrySchema) }) }) },
        404,
        409,
      ),
    },
    async (request) => {
      const { id } = request.params;
      const entries = findRecord(table(), id, rules.noun);
      const values = validateEdit(id, recordValues(entries), request.body[listName] ?? [], rules);
      options.checkEdit?.(id, values);
      updateRecord(table(), id, values, new Date(app.clock.now()).toISOString());
      app.store.changed(area);
      return {
        message: request.words(say('record.updated', { noun: rules.noun.title })),
        data: { [listName]: table().records[id] },
      };
    },
  );

  app.delete(
    path,
    {
      schema: route(
        {
          modules,
          summary: `Delete one ${rules.noun.english.toLowerCase()}`,
          params: recordIdParams(rules.noun),
        },
        { 200: Answer },
        404,
      ),
    },
    async (request) => {
      const { id } = request.params;
      findRecord(table(), id, rules.noun);
      deleteRecord(table(), id);
      app.store.changed(area);
      return { message: request.words(say('record.deleted', { noun: rules.noun.title })) };
    },
  );
}
