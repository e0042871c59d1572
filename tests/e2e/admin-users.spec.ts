import { ADD_USER_MESSAGES, ADMIN_MESSAGES } from '../../src/shared/schemas/admin';
import { expect, signInViaApi, test, uniqueEmail } from './fixtures';

test.describe('user management', () => {
  test('the tabs are real filtered lists and the filters narrow them', async ({ page, seededAdmin }) => {
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    await page.goto('/admin/users');
    for (const label of ['Total Users', 'Admins', 'Vendors', 'Buyers']) {
      await expect(page.getByRole('group', { name: label })).toBeVisible();
    }
    const rows = page.getByTestId('user-row');
    await expect(rows.filter({ hasText: seededAdmin.email })).toHaveCount(1);

    await page.getByRole('tab', { name: 'Vendors' }).click();
    await expect(rows.filter({ hasText: 'bank@neelami.in' })).toHaveCount(1);
    await expect(rows.filter({ hasText: seededAdmin.email })).toHaveCount(0);
    for (const text of await rows.allInnerTexts()) expect(text).toContain('Vendor');

    await page.getByRole('tab', { name: 'Admins' }).click();
    await expect(rows.filter({ hasText: seededAdmin.email })).toHaveCount(1);
    await expect(rows.filter({ hasText: 'bank@neelami.in' })).toHaveCount(0);

    await page.getByRole('tab', { name: 'All Users' }).click();
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Suspended', exact: true }).click();
    await expect(rows.filter({ hasNotText: 'Suspended' })).toHaveCount(0);
    await expect(rows.first()).toBeVisible();

    // Dates read "22 Nov 2026" (Indian locale, day short-month year).
    const joined = await rows.first().locator('td').nth(5).innerText();
    expect(joined.trim()).toMatch(/^\d{1,2} [A-Z][a-z]{2,3} \d{4}$/);
  });

  test('an admin adds a user, verifies and suspends them, changes their roles and marks their EMD paid', async ({ page, seededAdmin }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail('added');
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    await page.goto('/admin/users');

    await page.getByRole('button', { name: 'Add User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText(ADD_USER_MESSAGES.fullNameRequired)).toBeVisible();
    await expect(dialog.getByText(ADD_USER_MESSAGES.emailInvalid)).toBeVisible();
    await expect(dialog.getByText(ADD_USER_MESSAGES.passwordMin)).toBeVisible();
    await dialog.getByLabel('Full name *').fill('Neha Joshi');
    await dialog.getByLabel('Email *').fill(email);
    await dialog.getByLabel('Temporary password *').fill('welcome123');
    await dialog.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: 'Pending', exact: true }).click();
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(page.getByText(ADMIN_MESSAGES.userAdded)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.getByLabel('Search users').fill(email);
    const row = page.getByTestId('user-row').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Buyer', { exact: true })).toBeVisible();

    // Spec §4 toggle: anything but verified → verified; verified → suspended.
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('User verified')).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('User suspended')).toBeVisible();
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();

    // Roles: add vendor, then remove it.
    await row.getByRole('button', { name: 'More actions for Neha Joshi' }).click();
    await page.getByRole('menuitem', { name: 'Add vendor role' }).click();
    await expect(page.getByText('Role added')).toBeVisible();
    await expect(row.getByText('Vendor', { exact: true })).toBeVisible();
    await row.getByRole('button', { name: 'More actions for Neha Joshi' }).click();
    await page.getByRole('menuitem', { name: 'Remove vendor role' }).click();
    await expect(page.getByText('Role removed')).toBeVisible();
    await expect(row.getByText('Vendor', { exact: true })).toHaveCount(0);

    // EMD paid with its amount, shown in lakh.
    await row.getByRole('button', { name: 'More actions for Neha Joshi' }).click();
    await page.getByRole('menuitem', { name: 'Mark EMD paid' }).click();
    const emd = page.getByRole('dialog', { name: 'Mark EMD paid' });
    await emd.getByLabel('EMD amount (₹)').fill('250000');
    await emd.getByRole('button', { name: 'Mark paid' }).click();
    await expect(page.getByText('EMD marked paid')).toBeVisible();
    await expect(row.getByText('₹2.5 L')).toBeVisible();

    // A change that takes the user out of the filtered list is still confirmed, though the row goes as the list refreshes.
    await page.getByRole('combobox', { name: 'Filter by status' }).click();
    await page.getByRole('option', { name: 'Verified', exact: true }).click();
    await expect(row).toHaveCount(1);
    await expect(page.getByText('User suspended')).toHaveCount(0);
    await row.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('User suspended')).toBeVisible();
    await expect(row).toHaveCount(0);
  });
});
