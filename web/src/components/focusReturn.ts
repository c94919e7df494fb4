/**
 * Focus returns where the user was when a dialog closes: the opener or, when its row was replaced, its
 * counterpart in the new row. Chained dialogs (an edit, then its success dialog) return to the first opener.
 */

/** Found again after its row re-rendered. */
export interface OpenerRecord {
  element: HTMLElement;
  /** DataTable rows carry data-row-key. */
  rowKey: string | null;
  rowIndex: number;
  table: HTMLElement | null;
  label: string | null;
  buttonIndex: number;
}

const inDialog = (element: Element) => element.closest('.p-dialog, [role="dialog"]') !== null;

function rowButtons(row: Element): HTMLElement[] {
  return [...row.querySelectorAll<HTMLElement>('button, a[href], [tabindex="0"]')].filter(
    (candidate) => !candidate.hasAttribute('disabled'),
  );
}

/** Null when focus is nowhere useful (the page, or inside a dialog). */
export function describeOpener(element: Element | null): OpenerRecord | null {
  if (!(element instanceof HTMLElement) || element === document.body || inDialog(element)) return null;
  const row = element.closest('tr');
  const body = row?.parentElement ?? null;
  return {
    element,
    rowKey: row?.getAttribute('data-row-key') ?? null,
    rowIndex: row && body ? [...body.children].indexOf(row) : -1,
    table: element.closest('table'),
    label: element.getAttribute('aria-label') ?? element.textContent?.trim() ?? null,
    buttonIndex: row ? rowButtons(row).indexOf(element) : -1,
  };
}

const shown = (element: HTMLElement) => element.isConnected && !element.closest('[hidden]');

/** Itself, else its counterpart in the row now at its place, else the row. */
export function resolveOpener(record: OpenerRecord): HTMLElement | null {
  if (shown(record.element)) return record.element;
  if (record.rowIndex < 0) return null;
  const table =
    record.table?.isConnected === true
      ? record.table
      : (document.querySelector<HTMLElement>(
          `table[aria-label="${CSS.escape(record.table?.getAttribute('aria-label') ?? '')}"]`,
        ) ?? null);
  const rows = table ? [...table.querySelectorAll<HTMLElement>('tbody tr[data-row-key]')] : [];
  if (rows.length === 0) return null;
  const row =
    (record.rowKey !== null
      ? rows.find((candidate) => candidate.dataset.rowKey === record.rowKey)
      : undefined) ??
    // The row is gone (deleted): the one that took its place, else the last.
    rows[Math.min(record.rowIndex, rows.length - 1)]!;
  const buttons = rowButtons(row);
  return (
    buttons.find((button) => record.label !== null && button.getAttribute('aria-label') === record.label) ??
    buttons[record.buttonIndex] ??
    buttons[0] ??
    null
  );
}

/** While the list below reloads. */
const KEEP_MS = 5000;

let open = 0;
let opener: OpenerRecord | null = null;
let pendingReturn: number | undefined;
let stopKeeping: (() => void) | null = null;

function focus(target: HTMLElement) {
  target.focus({ preventScroll: false });
}

/** A later reload can still replace the row; any key or click of the user ends the watch. */
function keep(record: OpenerRecord) {
  stopKeeping?.();
  const observer = new MutationObserver(() => {
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const target = resolveOpener(record);
    if (target) focus(target);
  });
  observer.observe(document.body, { childList: true, subtree: true });
  const timer = window.setTimeout(() => stop(), KEEP_MS);
  const stop = () => {
    observer.disconnect();
    window.clearTimeout(timer);
    document.removeEventListener('keydown', stop, true);
    document.removeEventListener('pointerdown', stop, true);
    if (stopKeeping === stop) stopKeeping = null;
  };
  document.addEventListener('keydown', stop, true);
  document.addEventListener('pointerdown', stop, true);
  stopKeeping = stop;
}

export function dialogOpened(): void {
  open += 1;
  window.clearTimeout(pendingReturn);
  pendingReturn = undefined;
  stopKeeping?.();
  const record = describeOpener(document.activeElement);
  if (record) opener = record;
}

export function dialogClosed(): void {
  open = Math.max(0, open - 1);
  if (open > 0) return;
  window.clearTimeout(pendingReturn);
  // A dialog closing may open the next (an edit, then its success dialog): wait for this render to settle.
  pendingReturn = window.setTimeout(() => {
    pendingReturn = undefined;
    const record = opener;
    opener = null;
    if (!record || open > 0) return;
    const target = resolveOpener(record);
    if (target) focus(target);
    keep(record);
  }, 0);
}

export function resetFocusReturn(): void {
  open = 0;
  opener = null;
  window.clearTimeout(pendingReturn);
  stopKeeping?.();
}
