import type { DropdownPassThroughOptions } from 'primereact/dropdown';

/**
 * Pass-through for every PrimeReact Dropdown, fixing what axe reports on them (WCAG 4.1.2, name, role, value): the hidden native
 * select (kept only for forms) is hidden from assistive technology, where it showed as an unnamed select; the
 * root loses `aria-activedescendant` (not allowed on a plain div, and naming no element: the focused input
 * carries the listbox semantics); the menu's search box gets a name, `searchLabel`, in the language shown. Set
 * for every drop-down by the app's PrimeReact configuration (PrimeReactRoot.tsx), again on a language switch.
 */
export function dropdownA11y(searchLabel: string): DropdownPassThroughOptions {
  return {
    root: { 'aria-activedescendant': undefined },
    select: { 'aria-hidden': true },
    filterInput: { 'aria-label': searchLabel },
  };
}

/**
 * A drop-down whose options are on their way: PrimeReact's spinner in place of the arrow. Not its `loading`
 * prop, which makes the Dropdown ignore every click for as long as it is set (only the keyboard could open it),
 * where the spec has the menu open and say "Loading..." (each drop-down's `emptyMessage`). Every drop-down that
 * loads its options spreads this instead.
 */
export function loadingIndicator(loading: boolean): { dropdownIcon?: string } {
  return loading ? { dropdownIcon: 'pi pi-spinner pi-spin' } : {};
}
