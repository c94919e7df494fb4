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
