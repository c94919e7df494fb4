/**
 * Puts focus on a dialog's first field when the dialog has finished opening (its onShow), unless the user
 * has already moved into one of its fields meanwhile (a quick click on a drop-down must keep its focus, or
 * the next Escape would close the dialog instead of the drop-down).
 */
export function focusFirstField(field: HTMLElement | null | undefined): void {
  if (!field) return;
  const dialog = field.closest('.p-dialog');
  const active = document.activeElement;
  const userIsInAField =
    dialog !== null &&
    active instanceof HTMLElement &&
    active !== field &&
    dialog.contains(active) &&
    active.closest('.p-dialog-header') === null;
  if (!userIsInAField) field.focus();
}
