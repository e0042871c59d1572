import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { slotTimes } from '../../src/shared/domain/inspection';
import { istDate } from '../../src/shared/domain/sale';
import { INSPECTION_MESSAGES } from '../../src/shared/messages/inspection';
import type { ManagedAuction } from '../../src/shared/schemas/auction-form';
import { approveBuyerViaApi } from './fixtures/money';
import { expect, hydrating, PUNE_ADDRESS, signInViaApi, test } from './fixtures';
import { e2eServer } from './support/server';

const DAY = 86_400_000;
const dayIn = (days: number) => istDate(new Date(Date.now() + days * DAY));

/** An upcoming auction of the admin's own whose sale notice gives an inspection window from the day after tomorrow for five days. */
async function auctionWithWindow(admin: APIRequestContext): Promise<ManagedAuction> {
  const now = Date.now();
  const res = await admin.post('/api/auctions', {
    headers: { origin: e2eServer().url },
    data: {
      ...PUNE_ADDRESS,
      title: `Flat for a site visit ${now.toString(36)}`,
      description: 'A two-bedroom flat in Baner with a covered parking space, shown by appointment.',
      location: 'Baner, Pune',
      propertyType: 'Residential',
      startingBid: 6_500_000,
      emdAmount: 650_000,
      startTime: new Date(now + 10 * DAY).toISOString(),
      endTime: new Date(now + 11 * DAY).toISOString(),
      saleNoticeDate: new Date(now - 35 * DAY).toISOString().slice(0, 10),
      inspectionFrom: slotTimes(dayIn(2), '10-12').start.toISOString(),
      inspectionTo: slotTimes(dayIn(6), '16-18').end.toISOString(),
      status: 'upcoming',
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as ManagedAuction;
}

test.describe('site inspections', () => {
  test('a verified buyer requests a visit, the officer proposes another time, the buyer takes it and downloads the invitation', async ({
    buyerPage,
    newBuyer,
    browser,
    seededAdmin,
  }) => {
    test.slow(); // two browsers: the buyer and the officer
    const officerContext = await browser.newContext();
    const officer = hydrating(await officerContext.newPage());
    await signInViaApi(officer, seededAdmin.email, seededAdmin.password);
    const auction = await auctionWithWindow(officer.request);

    // Awaiting approval, the buyer is told why there is no form.
    await buyerPage.goto(`/auction/${auction.id}`);
    const section = buyerPage.getByRole('region', { name: 'Site visit' });
    await expect(section.getByText(INSPECTION_MESSAGES.approvalPending)).toBeVisible();

    await approveBuyerViaApi(officer.request, newBuyer.email);
    await buyerPage.reload();
    const form = section.getByRole('form', { name: 'Request a site visit' });
    await expect(form.getByLabel('Date')).toHaveAttribute('min', dayIn(2));
    await expect(form.getByLabel('Date')).toHaveAttribute('max', dayIn(6));

    // A day outside the window is refused by the server, in its words.
    await form.getByLabel('Date').fill(dayIn(9));
    await form.getByLabel('Mobile number').fill('98765 43210');
    await form.getByRole('button', { name: 'Request the visit' }).click();
    await expect(form.getByRole('alert')).toHaveText(INSPECTION_MESSAGES.outsideWindow);
    await form.getByLabel('Date').fill(dayIn(3));
    await form.getByLabel('Time slot').selectOption({ label: '12:00–14:00 IST' });
    await form.getByLabel('Number of people').selectOption('2');
    await form.getByRole('button', { name: 'Request the visit' }).click();
    await expect(buyerPage.locator('[data-sonner-toast]').filter({ hasText: 'Site visit requested' })).toBeVisible();
    const mine = section.getByTestId('my-visit');
    await expect(mine).toContainText('Waiting for the officer');
    await expect(mine).toContainText('12:00–14:00 IST');
    await expect(mine).toContainText('2 people');

    // The officer finds it on the site visits page, filtered by the listing, and proposes another time.
    await officer.goto(`/vendor/inspections?auctionId=${auction.id}`);
    const request = officer.getByTestId('visit-request').filter({ hasText: auction.title });
    await expect(request).toContainText('Waiting for the officer');
    await expect(request).toContainText(newBuyer.fullName);
    await request.getByLabel('Note to the buyer (optional)').fill('Mornings are taken by another visit.');
    await request.getByRole('button', { name: 'Propose another time' }).click();
    await request.getByLabel('Date').fill(dayIn(4));
    await request.getByLabel('Time slot').selectOption({ label: '14:00–16:00 IST' });
    await request.getByRole('button', { name: 'Propose this time' }).click();
    await expect(officer.locator('[data-sonner-toast]').filter({ hasText: 'Other time proposed' })).toBeVisible();
    await expect(request).toContainText('Another time proposed');
    await officerContext.close();

    // The buyer takes the new time, and downloads the invitation of the booked visit.
    await buyerPage.reload();
    await expect(mine).toContainText('Another time proposed');
    await expect(mine).toContainText('Mornings are taken by another visit.');
    await mine.getByRole('button', { name: 'Accept the new time' }).click();
    await expect(mine).toContainText('Booked');
    await expect(mine).toContainText('14:00–16:00 IST');
    const [download] = await Promise.all([
      buyerPage.waitForEvent('download'),
      mine.getByRole('link', { name: 'Add visit to calendar' }).click(),
    ]);
    const ics = await readFile((await download.path())!, 'utf8');
    expect(ics).toContain(`SUMMARY:Site visit: ${auction.title}`);
    expect(ics).toContain(`DTSTART;TZID=Asia/Kolkata:${dayIn(4).replaceAll('-', '')}T140000`);
    const bell = (await (await buyerPage.request.get('/api/notifications')).json()) as { items: { title: string }[] };
    expect(bell.items.map((n) => n.title)).toContain('Another time proposed for your site visit');

    // On a 360 px phone the section fits, and the booked visit shows on the buyer's dashboard.
    await buyerPage.setViewportSize({ width: 360, height: 740 });
    await buyerPage.goto(`/auction/${auction.id}#site-visit`);
    await expect(mine).toContainText('Booked');
    expect(await buyerPage.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await buyerPage.goto('/buyer-dashboard');
    await expect(buyerPage.getByTestId('my-visit').filter({ hasText: auction.title })).toContainText('Booked');
  });
});
