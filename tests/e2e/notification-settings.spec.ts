import { expect, expectToast, registerViaApi, seededAccount, signInViaApi, signOut, test } from './fixtures';

test.describe('notification settings', () => {
  test('a kind turned off stays off after a reload; the admin outbox shows an e-mail rendered', async ({ page }) => {
    test.setTimeout(90_000);
    // A new account: its registration writes a verification e-mail in the layout.
    const buyer = await registerViaApi(page.request);
    await signInViaApi(page, buyer.email, buyer.password);
    await page.goto('/');
    await page.getByRole('link', { name: 'Notification settings' }).click();
    await expect(page).toHaveURL(/\/settings\/notifications$/);
    await expect(page.getByRole('heading', { name: 'Notification settings' })).toBeVisible();
    // This browser's push subscription sits above the grid, and asks for nothing until clicked.
    const push = page.getByRole('group', { name: 'Notifications on this device' });
    await expect(push.getByRole('button', { name: /Turn on/ })).toBeEnabled();

    const outbidEmail = page.getByRole('checkbox', { name: 'Outbid: E-mail' });
    await expect(outbidEmail).toBeChecked();
    // Payment deadlines are always in the app.
    await expect(page.getByRole('checkbox', { name: 'Payment deadlines: In the app' })).toBeDisabled();
    await outbidEmail.focus();
    await page.keyboard.press('Space');
    await expect(outbidEmail).not.toBeChecked();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Notification settings saved')).toBeVisible();

    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Outbid: E-mail' })).not.toBeChecked();
    await expect(page.getByRole('checkbox', { name: 'Outbid: In the app' })).toBeChecked();

    await signOut(page);
    const admin = await seededAccount('admin');
    await signInViaApi(page, admin.email, admin.password);
    await page.goto('/admin/outbox');
    const mail = page.getByRole('article', { name: 'Verify your Neelami e-mail address' }).filter({ hasText: buyer.email }).first();
    await expect(mail).toBeVisible();
    const frame = page.frameLocator(`iframe[title="E-mail: Verify your Neelami e-mail address"]`).first();
    await expect(frame.getByText('Verify e-mail address')).toBeVisible();
  });

  test('"Send me a test notification" reaches the bell at once, and a second within the minute is refused', async ({ buyerPage: page }) => {
    await page.goto('/settings/notifications');
    const badge = page.getByTestId('bell-badge');
    const { unreadCount } = (await (await page.request.get('/api/notifications')).json()) as { unreadCount: number };
    const send = page.getByRole('button', { name: 'Send me a test notification' });
    await send.click();
    await expectToast(page, 'Test notification sent', '');
    await expect(page.getByRole('status').filter({ hasText: 'Sent to:' })).toHaveText('Sent to: In the app, E-mail, Push');
    await expect(badge).toHaveText(String(unreadCount + 1));
    await page.getByRole('button', { name: /^Notifications/ }).click();
    const popover = page.getByRole('dialog', { name: 'Notifications' });
    await expect(popover.getByTestId('notification').filter({ hasText: 'Test notification' })).toHaveCount(1);
    await page.keyboard.press('Escape');

    await send.click();
    await expectToast(page, 'Could not send the test notification', 'You can send yourself one test notification a minute.');
    await expect(badge).toHaveText(String(unreadCount + 1));
  });
});
