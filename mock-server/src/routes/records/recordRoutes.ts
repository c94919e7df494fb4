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

/** The spec has no separate edit module: the list screen's rows carry the edit and delete actions (part 1, 2 and 6). */
export const EDIT_DELETE_MODULE = MODULES.customerList;

export interface RecordWriteRoutes {
  path: string;
  table(): RecordTable;
  area: Area;
  listName: string;
  tag: string;
  modules: Modules;
  rules: EditRules;
  /** Throw an HTTP error to refuse. */
  checkEdit?(id: string, values: RecordValues): void;
}

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
      updateRecord(table(), id, values, app.clock.iso());
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
