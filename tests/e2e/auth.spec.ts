import { AUTH_MESSAGES } from '../../src/shared/schemas/auth';
import { expect, expectToast, registerViaApi, signInAs, signInViaApi, signOut, test, uniqueEmail } from './fixtures';

test.describe('auth screen', () => {
  test('registers a buyer through the form and shows BUYER and the name in the navigation', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByRole('radio', { name: /Buyer\/Bidder/ })).toBeChecked();
    await expect(form.getByLabel('Buyer type')).toHaveValue('individual');

    await form.getByLabel('Full name').fill('Ananya Kulkarni');
    await form.getByLabel('Phone').fill('98765 43210');
    await form.getByLabel('Email').fill(uniqueEmail('ananya'));
    await form.getByLabel('PAN', { exact: true }).pressSequentially('abcpk1234z');
    await expect(form.getByLabel('PAN', { exact: true })).toHaveValue('ABCPK1234Z');
    await form.getByLabel('Aadhaar number (optional)').fill('1234 5678 9012');
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm password').fill('secret123');
    await form.getByLabel('I accept the terms and conditions').check();
    await form.getByLabel('I accept the privacy policy').check();
    await form.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByText('Registration Successful!')).toBeVisible();
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    const nav = page.getByRole('banner');
    await expect(nav.getByText('BUYER', { exact: true })).toBeVisible();
    await expect(nav.getByText('Ananya Kulkarni')).toBeVisible();
  });

  test('shows the same messages as the server under bad fields and keeps what was typed', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('Rohan Mehta');
    await form.getByLabel('Phone').fill('12345');
    await form.getByLabel('PAN', { exact: true }).fill('abcde12');
    await form.getByLabel('Password', { exact: true }).fill('123');
    await form.getByLabel('Confirm password').fill('456789');
    await form.getByRole('button', { name: 'Create Account' }).click();

    for (const message of [
      AUTH_MESSAGES.emailRequired,
      AUTH_MESSAGES.phoneInvalid,
      AUTH_MESSAGES.panInvalid,
      AUTH_MESSAGES.passwordMin,
      AUTH_MESSAGES.passwordMismatch,
      AUTH_MESSAGES.termsRequired,
    ]) {
      await expect(form.getByText(message, { exact: true })).toBeVisible();
    }
    await expect(form.getByLabel('Phone')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByLabel('Full name')).toHaveValue('Rohan Mehta');
    await expect(form.getByLabel('Phone')).toHaveValue('12345');
    await expect(form.getByLabel('PAN', { exact: true })).toHaveValue('ABCDE12');
    await expect(page).toHaveURL(/\/auth$/);

    // Fixing a field clears its message; the others stay.
    await form.getByLabel('Phone').fill('9876543210');
    await expect(form.getByText(AUTH_MESSAGES.phoneInvalid)).toHaveCount(0);
    await expect(form.getByText(AUTH_MESSAGES.panInvalid)).toBeVisible();
  });

  test('shows organisation fields for non-individual buyers and no buyer fields for vendors', async ({ page }) => {
    await page.goto('/auth?tab=register');
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.getByLabel('Aadhaar number (optional)')).toBeVisible();
    await expect(form.getByLabel('Organization name')).toHaveCount(0);

    await form.getByLabel('Buyer type').selectOption({ label: 'Company' });
    await expect(form.getByLabel('Organization name')).toBeVisible();
    await expect(form.getByLabel('GST number (optional)')).toBeVisible();
    await expect(form.getByLabel('Aadhaar number (optional)')).toHaveCount(0);
    await form.getByLabel('GST number (optional)').pressSequentially('27aapfu0939f1zv');
    await expect(form.getByLabel('GST number (optional)')).toHaveValue('27AAPFU0939F1ZV');

    await form.getByRole('button', { name: 'Create Account' }).click();
    await expect(form.getByText(AUTH_MESSAGES.organizationRequired)).toBeVisible();

    await form.getByText('Vendor/Seller').click();
    await expect(form.getByRole('radio', { name: /Vendor\/Seller/ })).toBeChecked();
    await expect(form.getByLabel('Buyer type')).toHaveCount(0);
    await expect(form.getByLabel('Organization name')).toHaveCount(0);
    await expect(form.getByLabel('GST number (optional)')).toHaveCount(0);
  });

  test('registering an e-mail that already has an account says what a new registration says, signs no one in and offers Sign In', async ({
    page,
    newBuyer,
  }) => {
    await page.goto('/auth?tab=register');
    const form = page.getByRole('form', { name: 'Register' });
    await form.getByLabel('Full name').fill('Second Person');
    await form.getByLabel('Phone').fill('9123456780');
    await form.getByLabel('Email').fill(newBuyer.email);
    await form.getByLabel('PAN', { exact: true }).fill('PQRST6789K');
    // Not the owner's password: someone else trying the address.
    await form.getByLabel('Password', { exact: true }).fill('someone-else-9');
    await form.getByLabel('Confirm password').fill('someone-else-9');
    await form.getByLabel('I accept the terms and conditions').check();
    await form.getByLabel('I accept the privacy policy').check();
    await form.getByRole('button', { name: 'Create Account' }).click();
    // The same answer as a new account's, so the form cannot tell anyone which addresses are registered.
    await expect(page.getByText('Registration Successful!')).toBeVisible();
    await expect(page.getByText('Please check your email to verify your account.')).toBeVisible();
    await expect(page.getByText('Registration Failed')).toHaveCount(0);
    await expect(page).toHaveURL(/\/auth/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    // The owner of the address is told someone tried.
    await expect
      .poll(async () => {
        const { items } = (await (await page.request.get('/api/dev/outbox')).json()) as { items: { to: string; subject: string }[] };
        return items.some((m) => m.to === newBuyer.email && /tried to register/i.test(m.subject));
      })
      .toBe(true);
  });

  test('signs in with the form, then signing out returns to / with a Sign In button', async ({ page, newBuyer }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(newBuyer.email);
    await form.getByLabel('Password', { exact: true }).fill(newBuyer.password);
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page.getByText('You have been signed in successfully.')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByText('BUYER', { exact: true })).toBeVisible();

    // Sign out from a page other than / to see it return there.
    await page.goto('/demo-setup');
    await signOut(page);
    await expect(page).toHaveURL(/\/$/);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth$/);
  });

  test('signing out of an auction page or a guarded page lands on / and asks the server for nothing a visitor may not read', async ({
    page,
    seededBidder,
  }) => {
    const refused: string[] = [];
    page.on('response', (r) => {
      if (r.status() === 401 || r.status() === 403) refused.push(`${r.status()} ${r.url()}`);
    });
    const live = (await (await page.request.get('/api/auctions?status=live&pageSize=1')).json()) as { items: { id: string }[] };
    for (const path of [`/auction/${live.items[0]!.id}`, '/buyer-dashboard']) {
      await signInViaApi(page, seededBidder.email, seededBidder.password);
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
      // The signed-in screen has asked for its own data (the bid box for the bidder's maximum, the hearts for the watchlist).
      await page.waitForLoadState('networkidle');
      await signOut(page);
      await expect(page).toHaveURL(/\/$/);
      await page.waitForLoadState('networkidle');
    }
    expect(refused).toEqual([]);
  });

  test('signs in with the keyboard alone', async ({ page, newBuyer }) => {
    await page.goto('/auth');
    const email = page.getByRole('form', { name: 'Sign in' }).getByLabel('Email');
    await page.getByRole('tab', { name: 'Sign In' }).focus();
    // The tab panel itself is focusable (Radix), then the e-mail field.
    for (let i = 0; i < 3 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
    }
    await expect(email).toBeFocused();
    await page.keyboard.type(newBuyer.email);
    await page.keyboard.press('Tab');
    await page.keyboard.type(newBuyer.password);
    await page.keyboard.press('Enter');
    await expect(page.getByText('Welcome back!')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a wrong password shows Sign In Failed and stays on /auth', async ({ page, newBuyer }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(newBuyer.email);
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Sign In Failed')).toBeVisible();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(form.getByLabel('Email')).toHaveValue(newBuyer.email);
  });

  test('one toast is visible at a time: a new toast replaces the one showing', async ({ page, newBuyer }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(newBuyer.email);
    await form.getByLabel('Password', { exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign In' }).click();
    await expectToast(page, 'Sign In Failed', /invalid email or password/i);

    // Well within the first toast's 5 s display time, a second, different toast.
    await form.getByLabel('Email').fill('');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expectToast(page, AUTH_MESSAGES.emailRequiredTitle, AUTH_MESSAGES.emailRequiredReset);
    // The replaced toast leaves the page (not merely hidden behind the new one) long before it
    // would have timed out by itself; only the newer one is left, and it is visible.
    const toasts = page.locator('[data-sonner-toast]');
    await expect(toasts).toHaveCount(1, { timeout: 2_000 });
    await expect(toasts).toContainText(AUTH_MESSAGES.emailRequiredTitle);
    await expect(toasts).toBeVisible();
    await expect(page.getByText('Sign In Failed')).toHaveCount(0);
  });

  test('asking for a reset without an e-mail shows Email Required', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Email Required')).toBeVisible();
    await expect(page.getByText(AUTH_MESSAGES.emailRequiredReset)).toBeVisible();
  });

  test('resets a forgotten password through the e-mailed link and signs in with the new one', async ({ page, newBuyer }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await form.getByLabel('Email').fill(newBuyer.email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Reset Email Sent!')).toBeVisible();
    await expect(page.getByText('Check your email for the password reset link.')).toBeVisible();

    // The e-mail is in the outbox (no mail server in the embedded setup), a moment after the answer.
    await expect
      .poll(async () => {
        const outbox = await page.request.get('/api/dev/outbox');
        const { items } = (await outbox.json()) as { items: { to: string; text: string }[] };
        return items.find((m) => m.to === newBuyer.email)?.text ?? '';
      })
      .toMatch(/https?:\/\/\S+/);

    // ...and the demo mailbox on the auth screen shows it with a clickable link.
    await page.getByRole('button', { name: 'Open the demo mailbox' }).click();
    const dialog = page.getByRole('dialog', { name: 'Demo mailbox' });
    // NOTE: the registration's verification e-mail went to the same address.
    await expect(dialog.getByText(newBuyer.email, { exact: true }).first()).toBeVisible();
    await dialog
      .getByRole('link', { name: /reset-password/ })
      .first()
      .click();

    await expect(page).toHaveURL(/\/auth\?token=/);
    await expect(page.getByRole('heading', { name: 'Set a new password' })).toBeVisible();
    const reset = page.getByRole('form', { name: 'Set a new password' });
    await reset.getByLabel('New password', { exact: true }).fill('brand-new-456');
    await reset.getByLabel('Confirm new password').fill('brand-new-45');
    await reset.getByRole('button', { name: 'Set New Password' }).click();
    await expect(reset.getByText(AUTH_MESSAGES.passwordMismatch)).toBeVisible();
    await reset.getByLabel('Confirm new password').fill('brand-new-456');
    await reset.getByRole('button', { name: 'Set New Password' }).click();
    await expect(page.getByText('Password Updated')).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');

    await signInAs(page, newBuyer.email, 'brand-new-456');
  });

  test('a signed-in visitor to /auth is sent to /', async ({ buyerPage: page }) => {
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  test('the Back to Home link leads to /', async ({ page }) => {
    await page.goto('/auth');
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a new vendor sees VENDOR and the vendor dashboard link', async ({ page }) => {
    const vendor = await registerViaApi(page.request, { userType: 'vendor', fullName: 'Kiran Estates', email: uniqueEmail('vendor') });
    await signInViaApi(page, vendor.email, vendor.password);
    await page.goto('/');
    const nav = page.getByRole('banner');
    await expect(nav.getByText('VENDOR', { exact: true })).toBeVisible();
    await expect(nav.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('href', '/vendor-dashboard');
  });
});

test.describe('auth screen before the page is live', () => {
  test.use({ javaScriptEnabled: false });

  test('the server-rendered sign-in form cannot be sent by the browser itself: no password ever travels in an address', async ({
    page,
  }) => {
    await page.goto('/auth');
    const form = page.getByRole('form', { name: 'Sign in' });
    await expect(form.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await form.getByLabel('Email').fill('rahul.mehta@neelami.in');
    await form.getByLabel('Password', { exact: true }).fill('neelami123');
    const navigated = page.waitForEvent('framenavigated', { timeout: 1_500 }).then(
      (frame) => frame.url(),
      () => null,
    );
    await form.getByLabel('Password', { exact: true }).press('Enter');
    expect(await navigated).toBeNull();
    await expect(page).toHaveURL(/\/auth$/);
  });
});
