/**
 * Formula neutralisation (OWASP "CSV injection") for every spreadsheet the product writes: a value whose first
 * visible character is = + - @ (or full-width forms), after controls and invisible spaces a spreadsheet may drop,
 * gets a leading apostrophe, since a copy or a CSV save could turn it into a formula or DDE payload.
 */
const FORMULA_TRIGGER =
  // eslint-disable-next-line no-control-regex
  /^[\u0000-\u0020\u007f\u0085\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/** A cell split by CSV. */
const LEADING_BREAK = /^[\t\r]/;

export function neutraliseFormula(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_TRIGGER.test(text) || LEADING_BREAK.test(text) ? `'${text}` : text;
}
