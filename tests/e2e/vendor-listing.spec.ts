import path from 'node:path';
import { formatDate } from '../../src/shared/domain/date-format';
import { earliestStart, istDate } from '../../src/shared/domain/sale';
import { AUCTION_FORM_MESSAGES as M } from '../../src/shared/schemas/auction-form';
import { DOCUMENT_MESSAGES } from '../../src/shared/schemas/document';
import { chooseOption, expect, expectToast, hydrating, seededAccount, signInViaApi, test } from './fixtures';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const istInput = (ms: number) => new Date(ms + 5.5 * HOUR).toISOString().slice(0, 16);
const ist = (at: Date) => `${formatDate(at, 'full', { timeZone: 'Asia/Kolkata' })} IST`;
/** The smallest file the server takes for a PDF: it checks the `%PDF-` header. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test.describe('vendor listings', () => {
  test('an unapproved vendor sees that approval is pending and cannot list', async ({ page }) => {
    const vendor = await seededAccount('vendor', /pending approval/i);
    test.skip(!vendor, 'needs the seeded vendor awaiting approval');
    await signInViaApi(page, vendor!.email, vendor!.password);
    await page.goto('/vendor/auctions');
    await expect(page.getByText('Approval pending')).toBeVisible();
    await expect(page.getByText(M.vendorNotApproved)).toBeVisible();
    await expect(page.getByRole('button', { name: 'List Property' })).toBeDisabled();
  });

  test('a vendor lists a draft with its sale notice from the dashboard, uploads the notice, and the admin approves it', async ({
    page,
    browser,
    seededAdmin,
  }) => {
    test.setTimeout(180_000);
    const vendor = await seededAccount('vendor', /individual owner/i);
    test.skip(!vendor, 'needs the seeded verified vendor');
    const title = `E2E Row House ${Date.now().toString(36)}`;
    await signInViaApi(page, vendor!.email, vendor!.password);

    await page.goto('/vendor-dashboard');
    for (const label of ['Active Auctions', 'Total Bidders', 'Total Revenue', 'Avg Sale Price']) {
      await expect(page.getByRole('group', { name: label })).toBeVisible();
    }
    await expect(page.getByText('Performance Overview')).toBeVisible();
    const actions = page.getByRole('navigation', { name: 'Quick actions' });
    await expect(actions.getByRole('link', { name: 'All Auctions' })).toHaveAttribute('href', '/vendor/auctions');
    await expect(actions.getByRole('link', { name: 'Browse' })).toHaveAttribute('href', '/live-auctions');
    await expect(actions.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/vendor-reports');
    await actions.getByRole('link', { name: 'List Property' }).click();
    await expect(page).toHaveURL(/\/vendor\/auctions\?new=1$/);

    const dialog = page.getByRole('dialog', { name: 'Create Auction' });
    await expect(dialog.getByText('Your listing is saved as a draft')).toBeVisible();
    await expect(dialog.getByText('Featured')).toHaveCount(0);
    await dialog.getByLabel('Auction Title *').fill(title);
    await dialog.getByLabel('Description *').fill('Two-storey row house in a gated society, near the station, with a private terrace.');
    await chooseOption(page, 'Property Type *', 'Residential');
    await dialog.getByLabel('Location *').fill('Baner, Pune');
    await chooseOption(page, 'State *', 'Maharashtra');
    await dialog.getByLabel('District *').fill('Pune');
    await dialog.getByLabel('PIN code *').fill('411045');
    await dialog.getByLabel('Starting Bid (₹) *').fill('7500000');
    await dialog.getByLabel('Reserve Price (₹)').fill('8000000');
    await dialog.getByLabel('EMD Amount (₹) *').fill('750000');
    const now = Date.now();

    // The sale notice: published five days ago, so the auction may start 30 days after it (15 for a re-sale).
    const notice = istDate(new Date(now - 5 * DAY));
    const earliest = earliestStart(notice, false);
    await dialog.getByLabel('Sale notice date').fill(notice);
    const earliestLine = dialog.getByTestId('earliest-start');
    await expect(earliestLine).toHaveText(`Earliest allowed start: ${ist(earliest)}, 30 days after the sale notice.`);
    await dialog.getByLabel('Re-sale (15-day notice period)').check();
    await expect(earliestLine).toContainText(ist(earliestStart(notice, true)));
    await dialog.getByLabel('Re-sale (15-day notice period)').uncheck();
    await expect(earliestLine).toContainText(ist(earliest));
    await expect(dialog.getByText("Optional: defaults to the auction's start")).toBeVisible();
    await chooseOption(page, 'Possession', 'Physical possession');
    await dialog.getByLabel('Authorised officer').fill('Prakash Kulkarni, Chief Manager');
    await dialog.getByLabel("Officer's phone").fill('98204 56712');
    await dialog.getByLabel('Known encumbrances').fill('Society dues of ₹1,84,200 payable by the buyer.');

    // A start tomorrow is inside the notice period: refused in the server's words, nothing typed is lost.
    await dialog.getByLabel('Start Time *').fill(istInput(now + 24 * HOUR));
    await dialog.getByLabel('End Time *').fill(istInput(now + 72 * HOUR));
    await expect(earliestLine).toContainText('The start above is earlier.');
    await dialog.getByTestId('auction-image-input').setInputFiles(path.resolve('assets/property-images/row-house.webp'));
    await dialog.getByRole('button', { name: 'Create Auction' }).click();
    await expect(dialog.getByText(M.noticePeriod(earliest))).toBeVisible();
    await expect(dialog.getByLabel('Start Time *')).toBeFocused();
    await expect(dialog.getByLabel('Auction Title *')).toHaveValue(title);
    await expect(dialog.getByLabel('Sale notice date')).toHaveValue(notice);
    await expect(dialog.getByLabel("Officer's phone")).toHaveValue('98204 56712');
    await expect(dialog.getByLabel('Known encumbrances')).toHaveValue('Society dues of ₹1,84,200 payable by the buyer.');
    await expect(dialog.getByTestId('queued-image')).toHaveCount(1);

    // Moved to the day after the earliest start (10 am IST), with the EMD cut-off and the inspection before it.
    const start = earliest.getTime() + DAY + 10 * HOUR;
    await dialog.getByLabel('Start Time *').fill(istInput(start));
    await dialog.getByLabel('End Time *').fill(istInput(start + 2 * DAY));
    await expect(earliestLine).not.toContainText('The start above is earlier.');
    await dialog.getByLabel('EMD cut-off').fill(istInput(start - 2 * HOUR));
    await dialog.getByLabel('Inspection from').fill(istInput(start - 6 * DAY));
    await dialog.getByLabel('Inspection to').fill(istInput(start - 7 * DAY));
    await dialog.getByRole('button', { name: 'Create Auction' }).click();
    await expect(dialog.getByText(M.inspectionOrder)).toBeVisible();
    await dialog.getByLabel('Inspection to').fill(istInput(start - 5 * DAY));
    await expect(dialog.getByText(M.noticePeriod(earliest))).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Create Auction' }).click();
    await expectToast(page, 'Auction created', M.created, 60_000);
    await expect(dialog).toBeHidden();

    // Only the vendor's own listings, with their reserve prices; the new one waits for approval.
    const row = page.getByTestId('vendor-auction-row').filter({ hasText: title });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Draft')).toBeVisible();
    await expect(row.getByText('Awaiting approval')).toBeVisible();
    await expect(row.getByText('Reserve: ₹80,00,000')).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit ${title}` })).toBeVisible();

    // The vendor uploads the sale notice from the listing: a failed try says why and offers a retry,
    // then the upload shows its progress and the document is listed, awaiting review.
    await row.getByRole('button', { name: `Documents of ${title}` }).click();
    const docs = page.getByRole('dialog', { name: 'Documents' });
    await expect(docs.getByText('No documents yet.')).toBeVisible();
    await docs.getByRole('button', { name: 'Upload' }).click();
    await expect(docs.getByText(DOCUMENT_MESSAGES.typeRequired)).toBeVisible();
    await expect(docs.getByText(DOCUMENT_MESSAGES.noFile)).toBeVisible();
    await chooseOption(page, 'Document type *', 'Sale Notice');
    await expect(docs.getByLabel('Public: anyone can download it once approved')).toBeChecked();
    await docs.getByLabel('File *').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a document') });
    await expect(docs.getByText(DOCUMENT_MESSAGES.invalidType)).toBeVisible();
    await docs.getByLabel('File *').setInputFiles({ name: 'sale-notice.pdf', mimeType: 'application/pdf', buffer: PDF });

    let tries = 0;
    await page.route('**/api/auctions/*/documents', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      tries += 1;
      if (tries === 1) {
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'The document store is busy. Please try again.' } }),
        });
      }
      // Slow enough to see the progress bar.
      await new Promise((r) => setTimeout(r, 1500));
      return route.continue();
    });
    await docs.getByRole('button', { name: 'Upload' }).click();
    await expect(docs.getByRole('alert').filter({ hasText: 'Upload failed: The document store is busy. Please try again.' })).toBeVisible();
    await docs.getByRole('button', { name: 'Try again' }).click();
    const progress = docs.getByRole('progressbar', { name: 'Uploading sale-notice.pdf' });
    await expect(progress).toBeVisible();
    await expect(progress).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
    await expect(docs.getByRole('button', { name: 'Uploading…' })).toBeDisabled();
    await expect(docs.getByRole('status')).toContainText('sale-notice uploaded');
    await expect(progress).toHaveCount(0);
    const listed = docs.getByTestId('listing-document').filter({ hasText: 'sale-notice' });
    await expect(listed).toContainText('Sale Notice');
    await expect(listed).toContainText('Awaiting review');
    await page.unroute('**/api/auctions/*/documents');
    await page.keyboard.press('Escape');
    await expect(docs).toBeHidden();

    // The admin approves the draft.
    const adminContext = await browser.newContext();
    const admin = hydrating(await adminContext.newPage());
    await signInViaApi(admin, seededAdmin.email, seededAdmin.password);
    await admin.goto('/admin/auctions?tab=drafts');
    await admin.getByLabel('Search auctions').fill(title);
    const adminRow = admin.getByTestId('auction-row').filter({ hasText: title });
    // Its sale notice is not reviewed yet: the approval is refused, saying why (decision 041).
    await adminRow.getByRole('button', { name: 'Approve' }).click();
    const approveDialog = admin.getByRole('dialog', { name: 'Approve listing' });
    await approveDialog.getByRole('button', { name: 'Approve' }).click();
    await expectToast(admin, 'Error', M.saleNoticeDocumentRequired);
    await approveDialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(adminRow.getByText('Draft')).toBeVisible();
    await admin.goto('/admin/documents');
    await admin.getByLabel('Search documents').fill(title);
    const noticeRow = admin.getByTestId('document-row').filter({ hasText: title }).filter({ hasText: 'sale-notice' });
    await noticeRow.getByRole('button', { name: 'Review' }).click();
    await admin.getByRole('dialog', { name: 'Review document' }).getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Document approved')).toBeVisible();
    await admin.goto('/admin/auctions?tab=drafts');
    await admin.getByLabel('Search auctions').fill(title);
    await adminRow.getByRole('button', { name: 'Approve' }).click();
    await approveDialog.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText(M.approved(title))).toBeVisible();
    await adminContext.close();

    // Now upcoming, and no longer the vendor's to change.
    await page.reload();
    await expect(row.getByText('Upcoming')).toBeVisible();
    await expect(row.getByRole('button', { name: `Edit ${title}` })).toHaveCount(0);
    await page.goto('/vendor-dashboard');
    await expect(page.getByTestId('vendor-dashboard-auction').filter({ hasText: title })).toContainText(/Starts in \d+ days/);
  });
});
