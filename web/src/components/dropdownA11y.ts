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
