import type { Page } from '@playwright/test';
import { formatINR } from '../../src/shared/domain/money';
import type { ManagedAuctionList } from '../../src/shared/schemas/auction-form';
import type { Document } from '../../src/shared/schemas/document';
import { expect, inAnotherLanguage, signInViaApi, test } from './fixtures';
import { untranslated } from './support/untranslated';

/**
 * Languages (decision 028) on the screens that manage auctions and their documents: the vendor's
 * listings with the auction form and a listing's documents, the admin's auctions and documents.
 */

async function check(page: Page, where: string, problems: string[]) {
  // Let the figures that load after the first paint arrive.
  await page.waitForTimeout(300);
  problems.push(...(await untranslated(page)).map((t) => `${where}: ${t}`));
}

test.describe('languages: managing auctions and documents', () => {
  test('the vendor’s listings, the auction form and a listing’s documents speak the pseudo-language, and Hindi', async ({
    page,
    seededVendor,
  }) => {
    test.setTimeout(60_000);
    await signInViaApi(page, seededVendor.email, seededVendor.password);
    const problems: string[] = [];

    await page.goto('/vendor/auctions?lng=en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦My Listings⟧');
    await expect(page.getByTestId('vendor-auction-row').first()).toBeVisible();
    await check(page, 'listings', problems);

    // The form, sent empty: its validation messages come from the shared schema, through the catalogue.
    await page.getByRole('button', { name: '⟦List Property⟧' }).first().click();
    const form = page.getByRole('dialog', { name: '⟦Create Auction⟧' });
    await form.getByRole('button', { name: '⟦Create Auction⟧' }).click();
    await expect(form.getByText('⟦Title must be at least 5 characters⟧')).toBeVisible();
    await check(page, 'auction form', problems);
    await form.getByRole('button', { name: '⟦Cancel⟧' }).click();
    await expect(form).toBeHidden();

    // A listing's documents, with the upload form sent empty.
    await page
      .getByRole('button', { name: /^⟦Documents of / })
      .first()
      .click();
    const docs = page.getByRole('dialog', { name: '⟦Documents⟧' });
    await expect(docs.getByRole('heading', { name: '⟦Uploaded⟧' })).toBeVisible();
    await expect(docs.locator('[aria-busy="true"]')).toHaveCount(0);
    await docs.getByRole('button', { name: '⟦Upload⟧' }).click();
    await expect(docs.getByText('⟦Document type is required⟧')).toBeVisible();
    await check(page, 'listing documents', problems);
    expect(problems).toEqual([]);
    await page.keyboard.press('Escape');

    // Hindi: the heading, and a listing's figure with Indian grouping.
    const res = await page.request.get('/api/vendor/auctions', { params: { tab: 'all', pageSize: 1 } });
    expect(res.ok()).toBeTruthy();
    const [first] = ((await res.json()) as ManagedAuctionList).items;
    expect(first, 'a listing of the seeded vendor').toBeTruthy();
    await inAnotherLanguage(page, async () => {
      await page.goto('/vendor/auctions?lng=hi');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('मेरी लिस्टिंग');
      const figure = formatINR(first!.bidCount > 0 ? first!.currentBid : first!.startingBid);
      expect(figure, 'a figure in lakhs').toMatch(/^₹\d{1,2}(,\d{2})+,\d{3}$/);
      const row = page.getByTestId('vendor-auction-row').and(page.locator(`[data-title="${first!.title}"]`));
      await expect(row.getByText(figure, { exact: true }).first()).toBeVisible();
      await expect(row.getByText('आरंभिक:')).toBeVisible();
    });
  });

  test('the admin’s auctions and documents speak the pseudo-language', async ({ page, seededAdmin }) => {
    test.setTimeout(60_000);
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    const problems: string[] = [];

    await page.goto('/admin/auctions?lng=en-XA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦Auction Management⟧');
    await expect(page.getByTestId('auction-row').first()).toBeVisible();
    await check(page, 'auctions', problems);
    await page.getByRole('button', { name: '⟦Advanced Filters⟧' }).click();
    await expect(page.getByRole('dialog', { name: '⟦Advanced Filters⟧' })).toBeVisible();
    await check(page, 'advanced filters', problems);
    await page.keyboard.press('Escape');

    // A document to review: uploaded through the API, removed at the end.
    const auctionId = await page
      .getByTestId('auction-row')
      .first()
      .evaluate((row) => {
        const href = row.querySelector('a[href^="/auction/"]')?.getAttribute('href') ?? '';
        return href.replace('/auction/', '');
      });
    const name = `E2E Languages ${Date.now().toString(36)}`;
    const doc = await page.evaluate(
      async ({ auctionId, name }) => {
        const body = new FormData();
        body.append('name', name);
        body.append('type', 'title_deed');
        body.append('category', 'legal');
        body.append('isPublic', 'false');
        const pdf = '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n';
        body.append('file', new File([pdf], 'deed.pdf', { type: 'application/pdf' }));
        const res = await fetch(`/api/auctions/${auctionId}/documents`, { method: 'POST', body });
        return (await res.json()) as Document;
      },
      { auctionId, name },
    );
    expect(doc.name).toBe(name);
    try {
      await page.goto('/admin/documents?lng=en-XA');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('⟦Document Management⟧');
      await expect(page.getByTestId('document-row').first()).toBeVisible();
      await check(page, 'documents', problems);
      await page.getByTestId('document-row').filter({ hasText: name }).getByRole('button', { name: '⟦Review⟧' }).click();
      await expect(page.getByRole('dialog', { name: '⟦Review document⟧' })).toBeVisible();
      await check(page, 'review', problems);
      await page.keyboard.press('Escape');
      await page.getByRole('button', { name: '⟦Upload Document⟧' }).click();
      const upload = page.getByRole('dialog', { name: '⟦Upload Document⟧' });
      await upload.getByRole('button', { name: '⟦Upload⟧' }).click();
      await expect(upload.getByText('⟦Choose the auction this document belongs to⟧')).toBeVisible();
      await check(page, 'upload', problems);
    } finally {
      await page.evaluate((id) => fetch(`/api/documents/${id}`, { method: 'DELETE' }), doc.id);
    }
    expect(problems).toEqual([]);
  });
});
