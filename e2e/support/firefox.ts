import { mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import puppeteer, { ElementHandle, type Browser, type Locator, type Page } from 'puppeteer-core';

/**
 * Debian's Firefox ESR driven by puppeteer-core over WebDriver BiDi (Playwright's own Firefox build cannot be
 * downloaded here), and a few page helpers that find things as the Playwright journeys do: by role and
 * accessible name, and form controls by their label.
 */

export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';

export interface Firefox {
  browser: Browser;
  /** Where Firefox saves downloads (removed by close()). */
  downloads: string;
  /** Console errors and warnings, and uncaught exceptions, of every page opened through newPage(). */
  problems: string[];
  newPage(): Promise<FirefoxPage>;
  close(): Promise<void>;
}

export async function launchFirefox(): Promise<Firefox> {
  const downloads = await mkdtemp(path.join(os.tmpdir(), 'crm-firefox-downloads-'));
  const browser = await puppeteer.launch({
    browser: 'firefox',
    protocol: 'webDriverBiDi',
    executablePath: FIREFOX_PATH,
    headless: true,
    extraPrefsFirefox: {
      // Downloads go to a folder of their own, without asking.
      'browser.download.dir': downloads,
      'browser.download.folderList': 2,
      'browser.download.useDownloadDir': true,
      'browser.download.always_ask_before_handling_new_types': false,
    },
  });
  const problems: string[] = [];
  return {
    browser,
    downloads,
    problems,
    async newPage() {
      const page = await browser.newPage();
      await page.setViewport({ width: 1366, height: 900 });
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warn')
          problems.push(`console ${message.type()} on ${page.url()}: ${message.text()}`);
      });
      page.on('pageerror', (error) =>
        problems.push(`uncaught on ${page.url()}: ${error instanceof Error ? error.message : String(error)}`),
      );
      return new FirefoxPage(page, downloads);
    },
    async close() {
      await browser.close();
      await rm(downloads, { recursive: true, force: true });
    },
  };
}

/** Puppeteer's selector for the element with this role and accessible name (exact). */
export function byRole(role: string, name?: string): string {
  return name === undefined
    ? `::-p-aria([role=${JSON.stringify(role)}])`
    : `::-p-aria([name=${JSON.stringify(name)}][role=${JSON.stringify(role)}])`;
}

export class FirefoxPage {
  constructor(
    readonly page: Page,
    private readonly downloads: string,
  ) {}

  /** The element with this role and name, inside the element `within` selects when given. */
  get(role: string, name?: string, within?: string): Locator<Element> {
    return this.page.locator(within ? `${within} ${byRole(role, name)}` : byRole(role, name));
  }

  async click(role: string, name: string, within?: string): Promise<void> {
    await this.get(role, name, within).click();
  }

  /**
   * The form control whose label is `label` (its <label>, aria-label or aria-labelledby). Puppeteer's name
   * query also matches the <label> itself, which stands for the control it labels (a file input's name in
   * Firefox is its button's, not its label's).
   */
  async control(label: string, within?: string, timeout = 15_000): Promise<ElementHandle<HTMLElement>> {
    const selector = `::-p-aria(${JSON.stringify(label)})`;
    const deadline = Date.now() + timeout;
    for (;;) {
      for (const handle of await this.page.$$(within ? `${within} ${selector}` : selector)) {
        const control = await handle.evaluateHandle((element) =>
          element instanceof HTMLLabelElement ? element.control : element,
        );
        if (control instanceof ElementHandle) return control as ElementHandle<HTMLElement>;
      }
      if (Date.now() > deadline)
        throw new Error(`no control labelled "${label}"${within ? ` in ${within}` : ''}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }

  /** Types into the labelled text field, replacing what it held. */
  async fill(label: string, text: string, within?: string): Promise<void> {
    const field = await this.control(label, within);
    await field.click({ count: 3 });
    await field.evaluate((element) => {
      if (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) element.select();
    });
    await this.page.keyboard.press('Backspace');
    await field.type(text);
  }

  /** Opens the labelled drop-down from the keyboard (Down Arrow, as for any ARIA combobox). */
  async open(label: string, within?: string): Promise<void> {
    const field = await this.control(label, within);
    await field.focus();
    await this.page.keyboard.press('ArrowDown');
    await this.get('listbox').wait();
  }

  /** Picks an option of the labelled drop-down; waits until its list has closed. */
  async choose(label: string, option: string, within?: string): Promise<void> {
    await this.open(label, within);
    await this.click('option', option);
    await this.page.waitForFunction(() => !document.querySelector('[role="listbox"]'));
  }

  /** Closes an open drop-down or date picker with Escape and waits until no list box is left. */
  async escape(): Promise<void> {
    await this.page.keyboard.press('Escape');
    await this.page.waitForFunction(() => !document.querySelector('[role="listbox"]'));
  }

  /**
   * Waits until no request has been in flight for a moment. Before leaving or reloading a page: Firefox
   * fails the requests a page still has open when it goes (Chromium drops them silently), and the app reports
   * such a failure in the console (docs/testing.md, "Firefox").
   */
  async settle(): Promise<void> {
    await this.page.waitForNetworkIdle({ idleTime: 300, timeout: 15_000 });
  }

  /** Waits until the page shows this text (or text matching this pattern). */
  async waitForText(text: string | RegExp, timeout = 15_000): Promise<void> {
    const [source, flags] = typeof text === 'string' ? [null, ''] : [text.source, text.flags];
    await this.page.waitForFunction(
      (plain, pattern, patternFlags) =>
        pattern === null
          ? document.body.innerText.includes(plain as string)
          : new RegExp(pattern, patternFlags).test(document.body.innerText),
      { timeout },
      typeof text === 'string' ? text : null,
      source,
      flags,
    );
  }

  /** The first match of `pattern` in the page's text (its first group when it has one). */
  async readText(pattern: RegExp): Promise<string | undefined> {
    const match = await this.page.evaluate(
      (source, flags) => {
        const found = new RegExp(source, flags).exec(document.body.innerText);
        return found ? (found[1] ?? found[0]) : null;
      },
      pattern.source,
      pattern.flags,
    );
    return match ?? undefined;
  }

  /** Sets the file of the labelled file input. */
  async chooseFile(label: string, file: string, within?: string): Promise<void> {
    const input = await this.control(label, within);
    await (input as ElementHandle<HTMLInputElement>).uploadFile(file);
  }

  /** Waits for a finished download whose name matches `pattern`; returns its path. */
  async download(pattern: RegExp, timeout = 15_000): Promise<string> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const done = (await readdir(this.downloads)).find(
        (name) => pattern.test(name) && !name.endsWith('.part'),
      );
      if (done) return path.join(this.downloads, done);
      if (Date.now() > deadline) throw new Error(`no download matching ${pattern} within ${timeout} ms`);
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}
