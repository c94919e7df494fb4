import { useEffect, type RefObject } from 'react';

const ITEMS = '[role="menu"] :is([role="menuitem"], [role="menuitemradio"], [role="menuitemcheckbox"])';

/**
 * A menu that a button opens, as the WAI-ARIA menu button pattern has it. `ref` holds the button (the element
 * with aria-haspopup) and, while `open`, the [role=menu] with its items (tabIndex -1: Tab leaves the menu).
 * - Opening moves focus to the first item; ArrowDown / ArrowUp move to the next / previous item (wrapping
 *   around), Home / End to the first / last.
 * - Escape closes the menu and gives focus back to the button; Tab closes it and moves on from the button;
 *   a click outside closes it. `returnFocus` (from `useMenuPopover`) does the same after an item's action.
 */
export function useMenuPopover(
  ref: RefObject<HTMLElement | null>,
  open: boolean,
  onClose: () => void,
): { returnFocus: () => void } {
  useEffect(() => {
    if (!open) return;
    const items = () => Array.from(ref.current?.querySelectorAll<HTMLElement>(ITEMS) ?? []);
    const focusButton = () => ref.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    items()[0]?.focus();
    const onPointer = (event: MouseEvent) => {
      if (ref.current && !ref.current.contains(event.target as Node)) onClose();
    };
    const onKey = (event: KeyboardEvent) => {
      const inside = Boolean(ref.current?.contains(document.activeElement));
      if (event.key === 'Escape') {
        onClose();
        if (inside) focusButton();
        return;
      }
      const list = items();
      const index = list.indexOf(document.activeElement as HTMLElement);
      if (!inside || index < 0) return;
      if (event.key === 'Tab') {
        // Focus leaves from the button, so the next Tab stop is the one after it (the menu is about to go).
        focusButton();
        onClose();
        return;
      }
      const last = list.length - 1;
      const next: Record<string, number> = {
        ArrowDown: index === last ? 0 : index + 1,
        ArrowUp: index === 0 ? last : index - 1,
        Home: 0,
        End: last,
      };
      const target = list[next[event.key] ?? -1];
      if (!target) return;
      event.preventDefault();
      target.focus();
    };
    document.addEventListener('mousedown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [ref, open, onClose]);
  return {
    returnFocus: () => {
      onClose();
      ref.current?.querySelector<HTMLElement>('[aria-haspopup]')?.focus();
    },
  };
}
