import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { findCampaignRow, openFilters } from '../support/pages/campaigns';
import { UploadScreens } from '../support/pages/uploads';

/**
 * Times stay in UTC as the spec says; each shows the user's own time on hover and on keyboard focus, and a
 * list's date filter picks the UTC day with its Today. The browser runs in a zone whose calendar day is not
 * UTC's at this hour (UTC+14 from 11:00 UTC, UTC-11 before), so a local Today would pick another day.
 */
const ZONE = new Date().getUTCHours() >= 11 ? 'Pacific/Kiritimati' : 'Pacific/Pago_Pago';
test.use({ timezoneId: ZONE });

/** "Your time: 2026-12-02 12:04:09 GMT+14", as the app words it in English for the zone. */
function localTime(utc: string): string {
  const date = new Date(`${utc.replace(' ', 'T')}Z`);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone: ZONE,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  const zone = new Intl.DateTimeFormat('en', { timeZone: ZONE, timeZoneName: 'short' })
    .formatToParts(date)
    .find((part) => part.type === 'timeZoneName')?.value;
  return `Your time: ${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second} ${zone}`;
}

test.describe('timestamps in UTC, with the local time beside them', () => {
  test('every Last Update of the upload list shows the local time on hover and on focus', async ({
    page,
    signIn,
  }) => {
    await signIn('dataentry');
    const screens = await UploadScreens.open(page, 'customer');
    const times = screens.table().locator('tbody time');
    await expect(times).toHaveCount(5);
    for (const time of await times.all()) {
      const utc = (await time.textContent()) ?? '';
      expect(utc).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      await time.hover();
      await expect(page.getByRole('tooltip')).toHaveText(localTime(utc));
      await page.mouse.move(0, 0);
      await expect(page.getByRole('tooltip')).toHaveCount(0);
      await time.focus();
      await expect(time).toHaveAccessibleDescription(localTime(utc));
      await time.blur();
    }
  });

  test("the campaign detail's Submit Date too, and the recipients' times in their panel", async ({
    page,
    signIn,
  }) => {
    await signIn('marketer', '/campaign/list-campaign');
    const row = await findCampaignRow(page, 'Campaigns', 'Year End Clearance');
    const listed = row.locator('time');
    const utc = (await listed.textContent()) ?? '';
    await listed.hover();
    await expect(page.getByRole('tooltip')).toHaveText(localTime(utc));
    await row.getByRole('button', { name: 'View details of Year End Clearance' }).click();
    const submitted = page.locator('.detail-grid time').first();
    await submitted.focus();
    await expect(submitted).toHaveAccessibleDescription(/^Your time: /);
    const first = page.getByRole('table', { name: 'Recipients' }).locator('tbody tr').first();
    await first.hover();
    const panel = page.locator('#recipient-message-panel');
    await expect(panel).toContainText('Your time: ');
  });

  const DATE_FILTERS: [string, (page: Page) => Promise<unknown>][] = [
    ['customer uploads (Last Update)', (page) => UploadScreens.open(page, 'customer')],
    ['campaign list (Submit Date)', (page) => page.goto('/campaign/list-campaign')],
  ];
  for (const [screen, open] of DATE_FILTERS)
    test(`${screen}: the date filter's Today is the UTC day, and says so`, async ({ page, signIn }) => {
      await signIn(screen.startsWith('campaign') ? 'marketer' : 'dataentry');
      await open(page);
      await openFilters(page);
      const field = page.locator('.date-field');
      await field.getByRole('button', { name: /^Choose / }).click();
      await page.getByRole('button', { name: 'Today (UTC)', exact: true }).click();
      const utcDay = new Date().toISOString().slice(0, 10);
      const localDay = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
      // Around the clock in this zone the local day is another one: a local Today would pick it.
      expect(localDay).not.toBe(utcDay);
      await expect(field.getByRole('combobox')).toHaveValue(utcDay);
    });
});
