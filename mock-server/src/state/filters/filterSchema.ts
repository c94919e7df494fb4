import { Type, type TSchema } from 'typebox';
import { Closed, LIMITS, Str } from '../../lib/schemas.js';
import type { MessageSpec } from '../../lib/validation.js';
import { say, type Said } from '../../i18n/messages.js';
import {
  fillMessage,
  filterNames,
  unknownNameMessage,
  type FilterArea,
  type ValueForm,
} from './filterEngine.js';

/**
 * The schema of a filter list `[{ <property|key>, value }]`, built from the area's matcher table
 * (filterAreas.ts), so the route validates and the API document states exactly what the filter engine accepts:
 * the known names (an enum) and, for a name whose value has a form (a date, a whole number, a category), that
 * form (a `pattern` that also lets a blank value through, which the engine leaves out).
 *
 * Each item is a `oneOf` with a `discriminator` on the name: one branch for the names any text will do for, one
 * per name with a form. The validator checks an item against the branch its name selects, so a wrong value is
 * refused with its form's sentence, and an unknown name with the engine's own ("Unknown filter property ...").
 */

export interface FilterListOptions {
  /** Values may also be true or false (matched as the text "true" / "false"). */
  boolean?: boolean;
  /** Values may be null (no filter). */
  nullable?: boolean;
  /** The value may be left out (no filter). */
  valueOptional?: boolean;
  /** The sentences of a value of the wrong type, an item that is not an object, a list that is not one. */
  messages?: { value?: Said; item?: Said; list?: Said };
}

/** A form's pattern for the raw value: around it spaces, or nothing but spaces (a blank value is no filter). */
const rawPattern = (form: ValueForm) => `^\\s*(?:${form.pattern})?\\s*$`;

export function filterListSchema<T>(area: FilterArea<T>, options: FilterListOptions = {}) {
  const { nameKey } = area;
  const extra = [...(options.boolean ? [Type.Boolean()] : []), ...(options.nullable ? [Type.Null()] : [])];
  const optional = <S extends TSchema>(schema: S) => (options.valueOptional ? Type.Optional(schema) : schema);
  const valueMessage = options.messages?.value ? { 'x-message': options.messages.value } : {};

  const names = filterNames(area);
  const plain = names.filter((name) => !area.matchers[name]?.form);
  const branches: TSchema[] = [];
  if (plain.length > 0)
    branches.push(
      Closed({
        [nameKey]: Type.Unsafe<string>({ type: 'string', enum: plain }),
        value: optional(Type.Union([Str(LIMITS.text), Type.Number(), ...extra], valueMessage)),
      }),
    );
  for (const name of names) {
    const form = area.matchers[name]?.form;
    if (!form) continue;
    const message = fillMessage(form.message, { name });
    branches.push(
      Closed({
        [nameKey]: Type.Unsafe<string>({ type: 'string', enum: [name] }),
        value: optional(
          Type.Union(
            [
              Str(LIMITS.text, { pattern: rawPattern(form) }),
              ...(form.numbers ? [form.numbers] : []),
              ...(options.nullable ? [Type.Null()] : []),
            ],
            { 'x-message': message, description: `${form.description}; blank: no filter.` },
          ),
        ),
      }),
    );
  }

  const itemMessage: MessageSpec = {
    discriminator: unknownNameMessage(area),
    ...(options.messages?.item ? { default: options.messages.item } : {}),
  };
  const item = Type.Unsafe<FilterItem<typeof nameKey>>({
    type: 'object',
    description: `A filter: ${nameKey} is one of ${names.join(', ')}; a blank value is no filter.`,
    required: [nameKey],
    oneOf: branches,
    discriminator: { propertyName: nameKey },
    'x-message': itemMessage,
  });
  return Type.Array(item, {
    maxItems: LIMITS.filters,
    ...(options.messages?.list ? { 'x-message': options.messages.list } : {}),
  });
}

/**
 * The `filters` of the campaign and report filter calls: absent, null or a list whose items' values may be left
 * out or null (no filter), each wrong type refused with its own sentence.
 */
export function lenientFilterList<T>(area: FilterArea<T>) {
  return Type.Optional(
    Type.Union([
      filterListSchema(area, {
        nullable: true,
        valueOptional: true,
        messages: {
          value: say('filter.valueType'),
          item: say('filter.itemShape'),
          list: say('filter.listShape'),
        },
      }),
      Type.Null(),
    ]),
  );
}

/** A filter as a route's handler receives it. */
export type FilterItem<K extends string> = { [P in K]: string } & {
  value?: string | number | boolean | null;
};
