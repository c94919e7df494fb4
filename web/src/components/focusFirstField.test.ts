import { afterEach, describe, expect, it } from 'vitest';
import { focusFirstField } from './focusFirstField';

function dialog() {
  document.body.innerHTML = `
    <div class="p-dialog">
      <div class="p-dialog-header"><button id="close">x</button></div>
      <div class="p-dialog-content"><input id="first" /><input id="status" /></div>
    </div>
    <button id="outside">outside</button>`;
  const get = (id: string) => document.getElementById(id) as HTMLElement;
  return { first: get('first'), status: get('status'), close: get('close'), outside: get('outside') };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('focusFirstField', () => {
  it('moves focus to the first field from the close button, the page or outside the dialog', () => {
    const { first, close, outside } = dialog();
    for (const start of [close, outside, document.body]) {
      start.focus();
      focusFirstField(first);
      expect(document.activeElement).toBe(first);
    }
  });

  it('leaves focus where the user already went inside the dialog (a drop-down opened before onShow)', () => {
    const { first, status } = dialog();
    status.focus();
    focusFirstField(first);
    expect(document.activeElement).toBe(status);
  });

  it('does nothing without a field', () => {
    const { close } = dialog();
    close.focus();
    focusFirstField(null);
    expect(document.activeElement).toBe(close);
  });
});
