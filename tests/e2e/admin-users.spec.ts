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

    // A pending user can be rejected, with the reason they read (decision 042).
    await row.getByRole('button', { name: 'More actions for Neha Joshi' }).click();
    await page.getByRole('menuitem', { name: 'Reject' }).click();
    const reject = page.getByRole('dialog', { name: 'Reject Neha Joshi?' });
    await reject.getByLabel('Reason').fill('The PAN card is not readable.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(page.getByText('User rejected')).toBeVisible();
    await expect(row.getByText('Rejected', { exact: true })).toBeVisible();

    // Spec §4 toggle: anything but verified → verified; verified → suspended.
    await row.getByRole('button', { name: 'Verify' }).click();
    await expect(page.getByText('User verified')).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    // Suspending asks first and will not go without the reason the user reads (decision 042).
    await row.getByRole('button', { name: 'Suspend' }).click();
    const suspend = page.getByRole('dialog', { name: 'Suspend Neha Joshi?' });
    await expect(suspend.getByRole('alert')).toHaveCount(0);
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(suspend.getByText('Give a reason: the user reads it.')).toBeVisible();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
    await suspend.getByLabel('Reason').fill('for repeated unpaid wins');
    await suspend.getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('User suspended')).toBeVisible();
    await expect(suspend).toBeHidden();
    await expect(row.getByText('Suspended', { exact: true })).toBeVisible();
    const stored = await page.request.get(`/api/admin/users?q=${encodeURIComponent(email)}`);
    expect((await stored.json()).items[0].statusReason).toBe('for repeated unpaid wins');
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
    await page.getByRole('dialog', { name: 'Suspend Neha Joshi?' }).getByLabel('Reason').fill('while we review a payment dispute');
    await page.getByRole('dialog', { name: 'Suspend Neha Joshi?' }).getByRole('button', { name: 'Suspend' }).click();
    await expect(page.getByText('User suspended')).toBeVisible();
    await expect(row).toHaveCount(0);
  });

  test('suspending a buyer who leads live auctions warns of them first (decision 042)', async ({ page, seededAdmin }) => {
    await signInViaApi(page, seededAdmin.email, seededAdmin.password);
    // The seeded buyer leading the most live auctions, as the server counts them.
    const listed = await page.request.get('/api/admin/users?tab=buyers&status=verified&pageSize=100');
    const leader = ((await listed.json()).items as { email: string; fullName: string; leadingLiveAuctions: number }[]).sort(
      (a, b) => b.leadingLiveAuctions - a.leadingLiveAuctions,
    )[0]!;
    expect(leader.leadingLiveAuctions).toBeGreaterThan(0);
    await page.goto('/admin/users');
    await page.getByLabel('Search users').fill(leader.email);
    const row = page.getByTestId('user-row').filter({ hasText: leader.email });
    await row.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${leader.fullName}?` });
    const count = leader.leadingLiveAuctions;
    await expect(dialog.getByRole('alert')).toHaveText(
      `${leader.fullName} is leading ${count} live ${count === 1 ? 'auction' : 'auctions'} right now.`,
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(row.getByText('Verified', { exact: true })).toBeVisible();
  });

  test('a suspended buyer reads the reason on their dashboard', async ({ page }) => {
    await signInViaApi(page, 'amit.verma@neelami.in', 'neelami123');
    await page.goto('/buyer-dashboard');
    await expect(page.getByTestId('status-reason')).toHaveText('Reason given: while we review a payment dispute');
    // Not "once both steps are complete": the suspension is what stops the bids.
    const status = page.getByTestId('account-status');
    await expect(status).toContainText('You cannot bid while your account is suspended.');
    await expect(status).not.toContainText('both steps');
  });
});
