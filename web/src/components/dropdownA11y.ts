import type { DropdownPassThroughOptions } from 'primereact/dropdown';

/**
 * Pass-through for every PrimeReact Dropdown, fixing what axe reports on them (WCAG 4.1.2, name, role, value): the hidden native
 * select (kept only for forms) is hidden from assistive technology, where it showed as an unnamed select; the
 * root loses `aria-activedescendant` (not allowed on a plain div, and naming no element: the focused input
 * carries the listbox semantics); the menu's search box gets a name. Set once for every drop-down by the app's
 * PrimeReact configuration (PrimeReactRoot.tsx).
 */
export const dropdownA11y: DropdownPassThroughOptions = {
  root: { 'aria-activedescendant': undefined },
  select: { 'aria-hidden': true },
  filterInput: { 'aria-label': 'Search options' },
};

/**
 * A drop-down whose options are on their way: PrimeReact's spinner in place of the arrow. Not its `loading`
 * prop, which makes the Dropdown ignore every click for as long as it is set (only the keyboard could open it),
 * where the spec has the menu open and say "Loading..." (each drop-down's `emptyMessage`). Every drop-down that
 * loads its options spreads this instead.
 */
export function loadingIndicator(loading: boolean): { dropdownIcon?: string } {
  return loading ? { dropdownIcon: 'pi pi-spinner pi-spin' } : {};
}
