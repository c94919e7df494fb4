import type { ProductLineOption } from '../../api/productLineOptions';
import { formatDayMonthYear } from '../../lib/dates';

/** Recipient segmentation as the detail shows it (chips). */

/** Product-line codes as names (the product line's value), de-duplicated; an unknown code shows as itself. */
export function productLineNames(
  codes: readonly string[],
  productLines: readonly ProductLineOption[],
): string[] {
  const byCode = new Map(productLines.map((line) => [line.code.toLowerCase(), line.value || line.code]));
  return [...new Set(codes.map((code) => byCode.get(code.trim().toLowerCase()) ?? code))];
}

/** 'DD/MM/YYYY - DD/MM/YYYY'; '-' when the range is missing. */
export function purchaseRangeText(start: string | null | undefined, end: string | null | undefined): string {
  const from = formatDayMonthYear(start);
  const to = formatDayMonthYear(end);
  if (!from && !to) return '-';
  return `${from || '…'} - ${to || '…'}`;
}

/** Distinct, sorted, non-empty values (product-line options and model codes of New Campaign). */
export function distinctSorted(values: Iterable<string>): string[] {
  const seen = new Set<string>();
  for (const value of values) if (value && value.trim()) seen.add(value.trim());
  return [...seen].sort((a, b) => a.localeCompare(b, undefined, { numeric: true, sensitivity: 'base' }));
}

/** The model codes of the chosen product lines (codes compared without case), distinct and sorted. */
export function modelCodesFor(
  productLines: readonly ProductLineOption[],
  chosen: readonly string[],
): string[] {
  const codes = new Set(chosen.map((code) => code.trim().toLowerCase()));
  return distinctSorted(
    productLines.filter((line) => codes.has(line.code.trim().toLowerCase())).map((line) => line.model_code),
  );
}

/** The chosen model codes that the chosen product lines still have (a product line taken away drops its codes). */
export function keepOfferedModelCodes(
  productLines: readonly ProductLineOption[],
  chosenLines: readonly string[],
  modelCodes: readonly string[],
): string[] {
  const offered = new Set(modelCodesFor(productLines, chosenLines));
  return modelCodes.filter((code) => offered.has(code));
}
