/**
 * Formula neutralisation (OWASP "CSV injection") for every spreadsheet the product writes: the mock
 * backend's invalid-data sheets of uploads and campaign reports, and the web app's list exports. The cells are written as text, but a user may copy a value
 * into another sheet or save the file as CSV, where a leading = + - @ becomes a formula (or a DDE payload).
 *
 * A value is a formula trigger when one of = + - @ (or their full-width forms) comes first, after any run of
 * characters a spreadsheet program may drop or that hides the trigger from a quick look: C0 controls (a NUL,
 * a tab, a carriage return...), DEL, spaces and the invisible Unicode spaces (no-break, zero-width, BOM).
 * Such a value gets a leading apostrophe, so it is always shown as the text it is.
 */
const FORMULA_TRIGGER =
  // eslint-disable-next-line no-control-regex
  /^[\u0000-\u0020\u007f\u0085\u00a0\u1680\u180e\u2000-\u200f\u2028-\u202f\u205f-\u2064\u3000\ufeff]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
/** A value starting with a tab or a carriage return is neutralised whatever follows (a cell split by CSV). */
const LEADING_BREAK = /^[\t\r]/;

export function neutraliseFormula(value: string | null | undefined): string {
  const text = value ?? '';
  return FORMULA_TRIGGER.test(text) || LEADING_BREAK.test(text) ? `'${text}` : text;
}
