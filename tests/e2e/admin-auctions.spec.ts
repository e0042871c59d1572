import path from 'node:path';
import { earliestStart, istDate } from '../../src/shared/domain/sale';
import { AUCTION_FORM_MESSAGES as M } from '../../src/shared/schemas/auction-form';
import { UPLOAD_MESSAGES } from '../../src/shared/schemas/upload';
import type { Page } from '@playwright/test';
import { chooseOption, expect, expectToast, hydrating, PUNE_ADDRESS, signInViaApi, test } from './fixtures';
import { e2eServer } from './support/server';

const IMAGES = path.resolve('assets/property-images');
const image = (name: string) => path.join(IMAGES, name);
const ALL_IMAGES = [
  'apartment-tower.webp',
  'factory.webp',
  'farmland.webp',
  'land-plot.webp',
  'office-block.webp',
  'retail-shopfront.webp',
  'row-house.webp',
  'sea-view-interior.webp',
  'site-plan.webp',
  'villa-garden.webp',
  'vineyard.webp',
].map(image);

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** A datetime-local value in India time (the browser runs in Asia/Kolkata; IST has no DST). */
const istInput = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 16);
/** The IST date `days` ago: a sale notice published then. */
const noticeDaysAgo = (days: number) => istDate(new Date(Date.now() - days * DAY));
const ORIGIN = { origin: e2eServer().url };

/** A demo buyer (funded EMD wallet) joins the auction: its EMD is held, so they may bid. */
async function joinAsDemoBuyer(page: Page, email: string, auctionId: string) {
  await signInViaApi(page, email, 'demo1234');
  const joined = await page.request.post(`/api/auctions/${auctionId}/participation`, { headers: ORIGIN, data: {} });
  expect(joined.status(), await joined.text()).toBe(201);
}

test.describe('auction management', () => {
  test('an admin creates an auction with images, approves and starts it, a demo buyer bids, the admin ends it and the highest bidder sees the result', async ({
    page,
    browser,
    request,
    seededAdmin,
  }) => {
    test.setTimeout(240_000);
    const title = `E2E Garden Villa ${Date.now().toString(36)}`;
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    await page.goto('/admin/auctions');
    await expect(page.getByRole('heading', { name: 'Auction Management' })).toBeVisible();
    for (const label of ['Total Auctions', 'Live', 'Upcoming', 'Ended', 'Drafts']) {
      await expect(page.getByRole('group', { name: label })).toBeVisible();
    }

    // Every §5 message shows under its field when the form is sent empty.
    await page.getByRole('button', { name: 'Create Auction' }).click();
    const dialog = page.getByRole('dialog', { name: 'Create Auction' });
    await dialog.getByRole('button', { name: 'Create Auction' }).click();
    for (const message of [
      M.titleMin,
      M.descriptionMin,
      M.locationRequired,
      M.stateRequired,
      M.districtRequired,
      M.pinCodeInvalid,
      M.propertyTypeRequired,
      M.startingBidMin,
      M.emdAmountMin,
      M.startTimeRequired,
      M.endTimeRequired,
    ]) {
      await expect(dialog.getByText(message, { exact: true })).toBeVisible();
    }

    await dialog.getByLabel('Auction Title *').fill(title);
    await dialog.getByLabel('Description *').fill('A three-bedroom villa with a landscaped garden, covered parking and clear title.');
    await chooseOption(page, 'Property Type *', 'Residential');
    await chooseOption(page, 'Category', 'Villa');
    await dialog.getByLabel('Location *').fill('Lonavala, Pune');
    await chooseOption(page, 'State *', 'Maharashtra');
    await dialog.getByLabel('District *').fill('Pune');
    await dialog.getByLabel('City / locality').fill('Lonavala');
    await dialog.getByLabel('PIN code *').fill('410401');
    await dialog.getByLabel('Starting Bid (₹) *').fill('5000000');
    await dialog.getByLabel('Reserve Price (₹)').fill('6000000');
    await dialog.getByLabel('EMD Amount (₹) *').fill('500000');
    const now = Date.now();
    await dialog.getByLabel('Start Time *').fill(istInput(now + 2 * HOUR));
    await dialog.getByLabel('End Time *').fill(istInput(now + HOUR));
    await dialog.getByRole('button', { name: 'Create Auction' }).click();
    await expect(dialog.getByText(M.endAfterStart)).toBeVisible();
    await dialog.getByLabel('End Time *').fill(istInput(now + 48 * HOUR));
    await expect(dialog.getByText(/Your time zone: Asia\/(Kolkata|Calcutta)/).first()).toBeVisible();
    // A sale notice published 40 days ago: the notice period has run.
    await dialog.getByLabel('Sale notice date').fill(noticeDaysAgo(40));
    await expect(dialog.getByTestId('earliest-start')).toContainText('Earliest allowed start:');

    // Client checks: a wrong type and an oversized file are refused with the spec's messages.
    const input = dialog.getByTestId('auction-image-input');
    await input.setInputFiles([
      { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') },
      { name: 'huge.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(5 * 1024 * 1024 + 1) },
    ]);
    await expect(dialog.getByText(UPLOAD_MESSAGES.invalidType)).toBeVisible();
    await expect(dialog.getByText(UPLOAD_MESSAGES.tooLarge)).toBeVisible();

    // Eleven images: the eleventh is refused with "Too many images".
    await input.setInputFiles(ALL_IMAGES);
    await expectToast(page, UPLOAD_MESSAGES.tooManyTitle, UPLOAD_MESSAGES.tooMany);
    const queued = dialog.getByTestId('queued-image');
    await expect(queued).toHaveCount(10);
    // Each is removable before upload; keep the first two.
    for (let i = 0; i < 8; i += 1)
      await queued
        .last()
        .getByRole('button', { name: /^Remove / })
        .click();
    await expect(queued).toHaveCount(2);
    await expect(queued.first().getByText('Primary')).toBeVisible();

    await dialog.getByRole('button', { name: 'Create Auction' }).click();
    // Each image is decoded and re-encoded on the server; give a busy machine time.
    await expectToast(page, 'Auction created', M.created, 60_000);
    await expect(dialog).toBeHidden();

    // The new draft waits in Drafts ("Pending Approvals").
    await page.getByRole('tab', { name: /Drafts/ }).click();
    await page.getByLabel('Search auctions').fill(title);
    const row = page.getByTestId('auction-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByText('Reserve: ₹60,00,000')).toBeVisible();
    await expect(row.locator('img')).toHaveCount(1);

    // Edit in the dialog.
    await row.getByRole('button', { name: `Edit ${title}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Auction' });
    await expect(edit.getByText('Primary')).toBeVisible();
    await expect(edit.getByText('Saved')).toBeVisible();
    await edit.getByLabel('Location *').fill('Lonavala, Pune District');
    await edit.getByRole('button', { name: 'Update Auction' }).click();
    await expectToast(page, 'Auction updated', M.updated);
    await expect(row.getByText('Lonavala, Pune District')).toBeVisible();

    // Its sale notice published first, as approval requires (decision 041): uploaded public, then approved.
    const draftHref = await row.getByRole('link', { name: `View ${title}` }).getAttribute('href');
    const notice = await page.request.post(`/api/auctions/${draftHref!.split('/').pop()}/documents`, {
      headers: ORIGIN,
      multipart: {
        type: 'sale_notice',
        category: 'legal',
        isPublic: 'true',
        file: { name: 'sale-notice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n%%EOF\n') },
      },
    });
    expect(notice.status(), await notice.text()).toBe(201);
    const review = await page.request.post(`/api/admin/documents/${(await notice.json()).id}/review`, {
      headers: ORIGIN,
      data: { decision: 'approve' },
    });
    expect(review.status(), await review.text()).toBe(200);
    await row.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve listing' });
    await approve.getByLabel('Reason (optional)').fill('Sale notice checked');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(page.getByText(M.approved(title))).toBeVisible();
    await expect(approve).toBeHidden();

    await page.getByRole('tab', { name: /Upcoming/ }).click();
    const href = await row.getByRole('link', { name: `View ${title}` }).getAttribute('href');
    const auctionId = href!.split('/').pop()!;

    // A demo buyer joins while joining is open (until the start: no EMD cut-off of its own).
    expect((await request.post('/api/demo-users')).ok()).toBeTruthy();
    const buyerContext = await browser.newContext();
    const buyer = hydrating(await buyerContext.newPage());
    await joinAsDemoBuyer(buyer, 'demo.buyer1@neelami.test', auctionId);

    // Start asks first, saying what happens; Cancel leaves it upcoming with focus back on Start.
    const startButton = row.getByRole('button', { name: 'Start', exact: true });
    await startButton.click();
    const confirmStart = page.getByRole('alertdialog', { name: 'Start auction' });
    await expect(confirmStart).toContainText(`Start "${title}" now? Bidding opens at once and its start time becomes now`);
    await expect(confirmStart).toContainText('Joining closes at once too');
    await confirmStart.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmStart).toBeHidden();
    await expect(startButton).toBeFocused();
    await expect(row.getByText('Upcoming')).toBeVisible();
    await startButton.click();
    const startedAt = Date.now();
    await confirmStart.getByRole('button', { name: 'Start now' }).click();
    await expectToast(page, 'Auction Started', `${title} is now live!`);
    await expect(confirmStart).toBeHidden();

    // The page's start time is when it was started, not the planned one two hours on.
    await buyer.goto(`/auction/${auctionId}`);
    await expect(buyer.getByRole('heading', { name: title })).toBeVisible();
    const shownStart = await buyer.getByRole('region', { name: 'Important Dates' }).locator('time').first().getAttribute('datetime');
    expect(Math.abs(Date.parse(shownStart!) - startedAt)).toBeLessThan(60_000);

    // The buyer bids the reserve.
    const bid = await buyer.request.post(`/api/auctions/${auctionId}/bids`, {
      headers: { ...ORIGIN, 'idempotency-key': `e2e-admin-${Date.now()}` },
      data: { amount: 6_000_000 },
    });
    expect(bid.status(), await bid.text()).toBe(201);

    // End asks too; Cancel keeps it live, then the admin ends it.
    await page.getByRole('tab', { name: /Live/ }).click();
    await expect(row.getByText('1 bidder')).toBeVisible();
    const endButton = row.getByRole('button', { name: 'End', exact: true });
    await endButton.click();
    const confirmEnd = page.getByRole('alertdialog', { name: 'End auction' });
    await expect(confirmEnd).toContainText(`End "${title}" now? Bidding closes at once`);
    await expect(confirmEnd).toContainText('This cannot be undone.');
    await confirmEnd.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmEnd).toBeHidden();
    await expect(endButton).toBeFocused();
    await expect(row.getByText('Live', { exact: true })).toBeVisible();
    await endButton.click();
    await confirmEnd.getByRole('button', { name: 'End now' }).click();
    await expectToast(page, 'Auction Ended', `${title} has been ended.`);

    // The highest bidder sees the result: the sale awaits the authorised officer.
    await buyer.reload();
    await expect(buyer.getByTestId('auction-result')).toContainText('Your bid is the highest.');
    await buyerContext.close();

    // Delete asks first, with the spec's words, then removes it.
    await page.getByRole('tab', { name: /Ended/ }).click();
    await row.getByRole('button', { name: `Delete ${title}` }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(M.deleteConfirm(title));
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expectToast(page, 'Auction Deleted', M.deleted(title));
    await expect(row).toHaveCount(0);
    await expect(page.getByText('No auctions found')).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms')).toBeVisible();
  });

  test('Advanced Filters narrow the table by property type', async ({ page, seededAdmin }) => {
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    await page.goto('/admin/auctions');
    await expect(page.getByTestId('auction-row').first()).toBeVisible();
    await page.getByRole('button', { name: 'Advanced Filters' }).click();
    const sheet = page.getByRole('dialog', { name: 'Advanced Filters' });
    await sheet.getByRole('combobox', { name: 'Property type' }).click();
    await page.getByRole('option', { name: 'Agricultural', exact: true }).click();
    await sheet.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByText(/1 advanced filter applied/)).toBeVisible();
    // NOTE: the table keeps the unfiltered rows on screen until the filtered answer arrives.
    const rows = page.getByTestId('auction-row');
    await expect(rows.filter({ hasNotText: 'Agricultural' })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
  });
});

test.describe('bid management', () => {
  test('a new bid appears live; the admin views it, flags it and sets it active again', async ({ page, browser, seededAdmin }) => {
    test.setTimeout(120_000);
    const origin = { origin: e2eServer().url };
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    const now = Date.now();
    const title = `E2E Bid Watch ${now.toString(36)}`;
    const created = await page.request.post('/api/auctions', {
      headers: origin,
      data: {
        title,
        description: 'An office unit used to check that the bid management page updates live.',
        location: 'Kharadi, Pune',
        ...PUNE_ADDRESS,
        propertyType: 'Commercial',
        startingBid: 3_000_000,
        emdAmount: 300_000,
        startTime: new Date(now + HOUR).toISOString(),
        endTime: new Date(now + 48 * HOUR).toISOString(),
        status: 'upcoming',
        saleNoticeDate: noticeDaysAgo(40),
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = (await created.json()) as { id: string };
    // The buyer joins before the start (joining closes with it).
    expect((await page.request.post('/api/demo-users', { headers: origin })).ok()).toBeTruthy();
    const buyerContext = await browser.newContext();
    const buyer = hydrating(await buyerContext.newPage());
    await joinAsDemoBuyer(buyer, 'demo.buyer2@neelami.test', id);
    expect((await page.request.post(`/api/auctions/${id}/start`, { headers: origin, data: {} })).ok()).toBeTruthy();

    await page.goto('/admin/bids');
    await expect(page.getByText('Live updates on')).toBeVisible();
    await page.getByLabel('Search bids').fill(title);
    await expect(page.getByText('No bids found')).toBeVisible();

    const bid = await buyer.request.post(`/api/auctions/${id}/bids`, { headers: origin, data: { amount: 3_500_000 } });
    expect(bid.status(), await bid.text()).toBe(201);
    await buyerContext.close();

    // No reload: the admin topic brings it.
    const row = page.getByTestId('bid-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('₹35,00,000')).toBeVisible();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await expect(row.getByText('Paid', { exact: true })).toBeVisible();

    await row.getByRole('button', { name: 'View bid' }).click();
    const details = page.getByRole('dialog', { name: 'Bid details' });
    await expect(details.getByText('demo.buyer2@neelami.test')).toBeVisible();
    await expect(details.getByText('Kharadi, Pune')).toBeVisible();
    await page.keyboard.press('Escape');

    // Flag asks first, saying what it does; Cancel leaves the bid active with focus back on Flag.
    const flagButton = row.getByRole('button', { name: 'Flag', exact: true });
    await flagButton.click();
    const confirmFlag = page.getByRole('alertdialog', { name: 'Flag bid' });
    await expect(confirmFlag).toContainText('Flagging removes this bid from the live price');
    await confirmFlag.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmFlag).toBeHidden();
    await expect(flagButton).toBeFocused();
    await expect(row.getByText('Active', { exact: true })).toBeVisible();
    await flagButton.click();
    await confirmFlag.getByRole('button', { name: 'Flag bid' }).click();
    await expect(page.getByText('Bid flagged')).toBeVisible();
    await expect(confirmFlag).toBeHidden();
    await page.getByRole('tab', { name: /Flagged/ }).click();
    await expect(row.getByText('Flagged', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Set active' }).click();
    await page.getByRole('dialog', { name: 'Set bid active' }).getByRole('button', { name: 'Set active' }).click();
    await expect(page.getByText('Bid restored')).toBeVisible();
    await expect(row).toHaveCount(0);
    await page.getByRole('tab', { name: /Active/ }).click();
    await expect(row).toHaveCount(1);

    // Ending the auction completes its bids; the page follows without a reload, and a final bid
    // offers no status change.
    expect((await page.request.post(`/api/auctions/${id}/end`, { headers: origin, data: {} })).ok()).toBeTruthy();
    await expect(row).toHaveCount(0);
    await page.getByRole('tab', { name: /Completed/ }).click();
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Completed', { exact: true })).toBeVisible();
    await expect(row.getByRole('button', { name: /Flag|Set active/ })).toHaveCount(0);
  });
});

test.describe('the sale notice timeline', () => {
  test('an admin cannot approve, nor start, an auction inside its notice period, and is told the earliest start', async ({
    page,
    seededAdmin,
  }) => {
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    const now = Date.now();
    const stamp = now.toString(36);
    const base = {
      description: 'A plot whose sale notice was published only recently, to check the notice period.',
      location: 'Hinjawadi, Pune',
      ...PUNE_ADDRESS,
      propertyType: 'Land',
      startingBid: 2_000_000,
      emdAmount: 200_000,
    };
    // A draft starting in two days, its notice published five days ago: 25 days too soon.
    const notice = noticeDaysAgo(5);
    const draftTitle = `E2E Early Plot ${stamp}`;
    const draft = await page.request.post('/api/auctions', {
      headers: ORIGIN,
      data: {
        ...base,
        title: draftTitle,
        saleNoticeDate: notice,
        startTime: new Date(now + 2 * DAY).toISOString(),
        endTime: new Date(now + 4 * DAY).toISOString(),
      },
    });
    expect(draft.status(), await draft.text()).toBe(201);
    // Upcoming, but its notice (20 days ago) runs out only in ten days: a manual start now is refused.
    const upcomingNotice = noticeDaysAgo(20);
    const upcomingTitle = `E2E Early Start ${stamp}`;
    const upcoming = await page.request.post('/api/auctions', {
      headers: ORIGIN,
      data: {
        ...base,
        title: upcomingTitle,
        status: 'upcoming',
        saleNoticeDate: upcomingNotice,
        startTime: new Date(now + 12 * DAY).toISOString(),
        endTime: new Date(now + 14 * DAY).toISOString(),
      },
    });
    expect(upcoming.status(), await upcoming.text()).toBe(201);

    await page.goto('/admin/auctions?tab=drafts');
    await page.getByLabel('Search auctions').fill(draftTitle);
    const draftRow = page.getByTestId('auction-row').filter({ hasText: draftTitle });
    await draftRow.getByRole('button', { name: 'Approve' }).click();
    const approve = page.getByRole('dialog', { name: 'Approve listing' });
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expectToast(page, 'Error', M.noticePeriod(earliestStart(notice, false)));
    await approve.getByRole('button', { name: 'Cancel' }).click();
    await expect(draftRow.getByText('Draft')).toBeVisible();

    await page.getByRole('tab', { name: /Upcoming/ }).click();
    await page.getByLabel('Search auctions').fill(upcomingTitle);
    const upcomingRow = page.getByTestId('auction-row').filter({ hasText: upcomingTitle });
    await upcomingRow.getByRole('button', { name: 'Start', exact: true }).click();
    const confirmStart = page.getByRole('alertdialog', { name: 'Start auction' });
    await confirmStart.getByRole('button', { name: 'Start now' }).click();
    await expectToast(page, 'Error', M.noticePeriod(earliestStart(upcomingNotice, false)));
    await confirmStart.getByRole('button', { name: 'Cancel' }).click();
    await expect(upcomingRow.getByText('Upcoming')).toBeVisible();
  });
});
