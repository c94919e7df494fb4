import { dialogClosed, dialogOpened, resetFocusReturn } from './focusReturn';

/** A table like DataTable's: rows with data-row-key, each with Edit and Delete buttons. */
function table(keys: readonly string[], label = 'Customer Data') {
  document.body.innerHTML = `<table aria-label="${label}"><tbody>${keys
    .map(
      (key) =>
        `<tr data-row-key="${key}"><td>${key}</td><td><button aria-label="Edit">e</button><button aria-label="Delete">d</button></td></tr>`,
    )
    .join('')}</tbody></table><div class="p-dialog" role="dialog"><input aria-label="Name" /></div>`;
}

const row = (key: string) => document.querySelector<HTMLElement>(`tr[data-row-key="${key}"]`)!;
const button = (key: string, name: string) =>
  row(key).querySelector<HTMLElement>(`button[aria-label="${name}"]`)!;
const dialogField = () => document.querySelector<HTMLElement>('[role="dialog"] input')!;

/** Opens a dialog from `opener` (focus moves into the dialog as it shows). */
function openFrom(opener: HTMLElement) {
  opener.focus();
  dialogOpened();
  dialogField().focus();
}

/** The table body re-rendered with these rows (the reload after a save or a delete). */
function rerender(keys: readonly string[]) {
  const body = document.querySelector('tbody')!;
  body.innerHTML = keys
    .map(
      (key) =>
        `<tr data-row-key="${key}"><td>${key}</td><td><button aria-label="Edit">e</button><button aria-label="Delete">d</button></td></tr>`,
    )
    .join('');
}

describe('focus goes back when a dialog closes', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    resetFocusReturn();
  });
  afterEach(() => {
    vi.useRealTimers();
    resetFocusReturn();
    document.body.innerHTML = '';
  });

  it('to the control that opened it (Cancel, Esc)', () => {
    table(['1', '2', '3']);
    openFrom(button('2', 'Edit'));
    dialogClosed();
    vi.runOnlyPendingTimers();
    expect(document.activeElement).toBe(button('2', 'Edit'));
  });

  it('to the same control of its row when the row re-rendered meanwhile (a save and its reload)', () => {
    table(['1', '2', '3']);
    openFrom(button('2', 'Edit'));
    rerender(['1', '2', '3']);
    dialogClosed();
    vi.runOnlyPendingTimers();
    expect(document.activeElement).toBe(button('2', 'Edit'));
  });

  it('to the row that took the place of a deleted one', () => {
    table(['1', '2', '3']);
    openFrom(button('2', 'Delete'));
    rerender(['1', '3']);
    dialogClosed();
    vi.runOnlyPendingTimers();
    expect(document.activeElement).toBe(button('3', 'Delete'));
  });

  it('dialogs one after another (an edit, then its success dialog) return to the first opener', () => {
    table(['1', '2']);
    openFrom(button('1', 'Edit'));
    // Save: the edit dialog closes as the success dialog opens, focus still on the dialog's field.
    dialogClosed();
    dialogOpened();
    vi.runOnlyPendingTimers();
    expect(document.activeElement).toBe(dialogField());
    dialogClosed();
    vi.runOnlyPendingTimers();
    expect(document.activeElement).toBe(button('1', 'Edit'));
  });

  it('keeps focus on the row while the list reloads after the dialog, until the user acts', () => {
    table(['1', '2', '3']);
    openFrom(button('2', 'Delete'));
    dialogClosed();
    vi.runOnlyPendingTimers();
    expect(document.activeElement).toBe(button('2', 'Delete'));
    // The reload after the success dialog replaces the rows: focus would fall to the page.
    rerender(['1', '3']);
    return Promise.resolve().then(() => {
      expect(document.activeElement).toBe(button('3', 'Delete'));
    });
  });
});
