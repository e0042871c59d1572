import { request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import { e2eServer } from './support/server';
import { expect, registerViaApi, signInViaApi, test } from './fixtures';

/** A new pending buyer, signed in on its own request context (disposed by the caller). */
async function pendingBuyer(fullName: string) {
  const request = await playwrightRequest.newContext({ baseURL: e2eServer().url });
  return { request, ...(await registerViaApi(request, { fullName, phone: '9876543210' })) };
}

async function watch(request: APIRequestContext, auctionId: string) {
  const res = await request.post('/api/watchlist', { data: { auctionId }, headers: { origin: e2eServer().url } });
  expect(res.ok(), await res.text()).toBeTruthy();
}

test.describe('a vendor approves a buyer (decision 037)', () => {
  test('sees only the pending buyers who follow its own auctions, their contacts in part, and approves one', async ({
    page,
    seededVendor,
  }) => {
    await signInViaApi(page, seededVendor.email, seededVendor.password);
    const me = (await (await page.request.get('/api/me')).json()) as { user: { id: string } };
    const listed = (await (await page.request.get(`/api/auctions?createdBy=${me.user.id}&pageSize=1`)).json()) as {
      items: { id: string }[];
    };
    const others = (await (await page.request.get('/api/auctions?pageSize=60')).json()) as {
      items: { id: string; createdBy: string }[];
    };
    const elsewhere = others.items.find((a) => a.createdBy !== me.user.id);
    expect(listed.items[0], 'an auction of the seeded vendor').toBeTruthy();
    expect(elsewhere, 'an auction of another vendor').toBeTruthy();

    const suffix = Date.now().toString(36);
    const follower = await pendingBuyer(`Meera Follower ${suffix}`);
    const stranger = await pendingBuyer(`Sunil Stranger ${suffix}`);
    try {
      await watch(follower.request, listed.items[0]!.id);
      await watch(stranger.request, elsewhere!.id);

      await page.goto('/vendor-dashboard');
      const card = page.getByRole('table', { name: 'Pending buyers' });
      const row = card.getByTestId('pending-buyer-row').filter({ hasText: follower.fullName });
      await expect(row).toBeVisible();
      await expect(row.getByText(`${follower.email[0]}•••@example.in`)).toBeVisible();
      // The phone reads "•••• 3210" on screen and "Phone ending 3210" to a screen reader.
      await expect(row).toContainText('••••');
      await expect(row).toContainText('Phone ending 3210');
      await expect(page.getByText(follower.email)).toHaveCount(0);
      await expect(page.getByText('9876543210')).toHaveCount(0);
      await expect(card.getByText(stranger.fullName)).toHaveCount(0);

      await row.getByRole('button', { name: 'Approve' }).click();
      await expect(page.locator('[data-sonner-toast]')).toContainText('Buyer approved');
      await expect(row).toHaveCount(0);
      const status = (await (await follower.request.get('/api/me')).json()) as { profile: { verificationStatus: string } };
      expect(status.profile.verificationStatus).toBe('verified');
    } finally {
      await Promise.all([follower.request.dispose(), stranger.request.dispose()]);
    }
  });
});
