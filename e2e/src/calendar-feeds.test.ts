import { readFile } from 'node:fs/promises';
import { monthKey } from '@rostra/contracts';
import { describe, expect, it } from 'vitest';
import { snap } from './browser.ts';
import { caughtUp, journey, signIn } from './testing/journey.ts';
import { employeeOnAnEarly } from './testing/early-shift.ts';

const j = journey();

/** What a phone's calendar app gets: no session, only the URL. */
const subscribe = async (url: string) => {
  await caughtUp(j);
  const answer = await fetch(url);
  return { status: answer.status, text: await answer.text() };
};

describe('calendar feeds, printing and the CSV export', () => {
  it('an employee subscribes to their shifts and revokes the link; an admin downloads and prints the month', async () => {
    const { id, month, date } = await employeeOnAnEarly(j, 'erin.employee@example.com', 'Erin');

    const erin = await j.person();
    await signIn(erin, 'erin.employee@example.com');
    await erin.waitForURL(`**/organizations/${id}/my-schedule`);
    await erin.getByRole('button', { name: 'Create Calendar Link' }).click();
    const link = erin.getByLabel('Your calendar link');
    await expect.poll(() => link.inputValue().catch(() => '')).toMatch(/\/api\/calendar-feeds\/[\w-]{43}\.ics$/);
    const first = await link.inputValue();
    await erin.getByRole('button', { name: 'Copy' }).click();
    expect(await erin.evaluate(() => navigator.clipboard.readText())).toBe(first);
    const feed = await subscribe(first);
    expect(feed.status).toBe(200);
    expect(feed.text).toContain(`SUMMARY:Early\r\n`);
    expect(feed.text).toContain(`DTSTART;TZID=UTC:${date.replaceAll('-', '')}T070000\r\n`);
    await snap(erin, 'calendar-feed-1-my-schedule');

    await erin.getByRole('button', { name: 'Revoke' }).click();
    await erin.getByRole('alertdialog', { name: 'Revoke Calendar Link?' }).getByRole('button', { name: 'Revoke Link' }).click();
    await expect.poll(() => link.inputValue()).not.toBe(first);
    expect((await subscribe(first)).status).toBe(404);
    expect((await subscribe(await link.inputValue())).status).toBe(200);

    const admin = await j.person();
    await signIn(admin, 'fay@example.com');
    await admin.goto(`/organizations/${id}/org-schedule`);
    await admin.getByRole('table').getByText('Early').waitFor();
    const download = admin.waitForEvent('download');
    await admin.getByRole('button', { name: 'Download published CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`schedule-${id}-${monthKey(month.year, month.month)}-published.csv`);
    expect(await readFile((await file.path())!, 'utf8')).toContain(`${date},`);

    // The print stylesheet: the grid alone, black on white.
    await admin.emulateMedia({ media: 'print' });
    expect(await admin.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    expect(await admin.getByRole('tablist').isVisible()).toBe(false);
    expect(await admin.getByRole('button', { name: 'Print' }).isVisible()).toBe(false);
    expect(await admin.getByRole('table').isVisible()).toBe(true);
    const chip = admin.locator('.shift-chip').first();
    expect(await chip.evaluate((element) => [getComputedStyle(element).backgroundColor, getComputedStyle(element).color])).toEqual([
      'rgb(255, 255, 255)',
      'rgb(0, 0, 0)',
    ]);
    await snap(admin, 'calendar-feed-2-org-schedule-print');
  });
});
