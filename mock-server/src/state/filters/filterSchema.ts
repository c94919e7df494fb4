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

// Built from the matcher table so the route validates exactly what the filter engine accepts. A `oneOf` with a
// `discriminator` on the name, so a wrong value is refused with its own form's sentence.

export interface FilterListOptions {
  /** Matched as the text "true" / "false". */
  boolean?: boolean;
  nullable?: boolean;
  valueOptional?: boolean;
  messages?: { value?: Said; item?: Said; list?: Said };
}

/** A blank value is no filter. */
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

/** Absent, null, or items whose values may be left out or null (no filter). */
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

export type FilterItem<K extends string> = { [P in K]: string } & {
  value?: string | number | boolean | null;
};
