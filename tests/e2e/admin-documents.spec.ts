import { DOCUMENT_MESSAGES } from '../../src/shared/schemas/document';
import { expect, signInViaApi, test } from './fixtures';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

test('an admin uploads a document, reviews it, changes its visibility, downloads it and deletes it', async ({ page, seededAdmin }) => {
  test.setTimeout(120_000);
  const name = `E2E Title Deed ${Date.now().toString(36)}`;
  await signInViaApi(page, seededAdmin.email, seededAdmin.password);
  await page.goto('/admin/documents');
  for (const label of ['Total Documents', 'Pending Review', 'Approved', 'Rejected']) {
    await expect(page.getByRole('group', { name: label })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(dialog.getByText(DOCUMENT_MESSAGES.typeRequired)).toBeVisible();
  await expect(dialog.getByText(DOCUMENT_MESSAGES.noFile)).toBeVisible();

  await dialog.getByRole('combobox', { name: 'Auction *' }).click();
  await page.getByRole('option').first().click();
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByRole('combobox', { name: 'Document type *' }).click();
  await page.getByRole('option', { name: 'Title Deed', exact: true }).click();
  // The category follows the type (a title deed is legal).
  await expect(dialog.getByRole('combobox', { name: 'Category *' })).toHaveText('Legal');
  const file = dialog.getByLabel('File *');
  await file.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('plain text') });
  await expect(dialog.getByText(DOCUMENT_MESSAGES.invalidType)).toBeVisible();
  await file.setInputFiles({ name: 'title-deed.pdf', mimeType: 'application/pdf', buffer: PDF });
  await dialog.getByLabel('Public: anyone can download it once approved').check();
  await dialog.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Document uploaded')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Search documents').fill(name);
  const row = page.getByTestId('document-row').filter({ hasText: name });
  await expect(row.getByText('Pending', { exact: true })).toBeVisible();
  await expect(row.getByText('Public', { exact: true })).toBeVisible();

  // The Legal tab holds it; Technical does not.
  await page.getByRole('tab', { name: /Legal/ }).click();
  await expect(row).toHaveCount(1);
  await page.getByRole('tab', { name: /Technical/ }).click();
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: /Pending Review/ }).click();

  // Review: a rejection needs a reason; then approve.
  await row.getByRole('button', { name: 'Review' }).click();
  const review = page.getByRole('dialog', { name: 'Review document' });
  await review.getByRole('button', { name: 'Reject' }).click();
  await expect(review.getByText(DOCUMENT_MESSAGES.reasonRequired)).toBeVisible();
  await review.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText('Document approved')).toBeVisible();
  await page.getByRole('tab', { name: /^All/ }).click();
  await expect(row.getByText('Approved', { exact: true })).toBeVisible();

  // Make private, then public again.
  await row.getByRole('button', { name: `Make ${name} private` }).click();
  await expect(page.getByText('Document made private')).toBeVisible();
  await expect(row.getByText('Private', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: `Make ${name} public` }).click();
  await expect(page.getByText('Document made public')).toBeVisible();

  // Download is counted.
  const downloading = page.waitForEvent('download');
  await row.getByRole('link', { name: `Download ${name}` }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.pdf$/);
  await expect(row.locator('td').nth(6)).toHaveText('1');

  // Delete asks first.
  await row.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Are you sure you want to delete "${name}"? This action cannot be undone.`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expect(row).toHaveCount(0);
});
