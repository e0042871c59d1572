import { randomBytes } from 'node:crypto';
import { expect, hydrating, signInViaApi, test } from './fixtures';

test.describe('questions to the authorised officer', () => {
  test('a buyer asks, the seller answers from the dashboard, and the answer is public without the asker', async ({
    buyerPage,
    browser,
    seededVendor,
  }) => {
    test.slow(); // three browsers: the buyer, the seller and a visitor
    const vendorContext = await browser.newContext();
    const vendor = hydrating(await vendorContext.newPage());
    await signInViaApi(vendor, seededVendor.email, seededVendor.password);
    const listings = (await (await vendor.request.get('/api/vendor/auctions?tab=upcoming&pageSize=1')).json()) as {
      items: { id: string; title: string }[];
    };
    const auction = listings.items[0]!;
    const question = `Are the society dues paid up to date? (${randomBytes(3).toString('hex')})`;

    await buyerPage.goto(`/auction/${auction.id}`);
    const section = buyerPage.getByRole('region', { name: 'Questions to the authorised officer' });
    await section.getByLabel('Your question').fill(question);
    await section.getByRole('button', { name: 'Ask' }).click();
    await expect(buyerPage.locator('[data-sonner-toast]')).toContainText('Question sent');
    const mine = section.getByTestId('question').filter({ hasText: question });
    await expect(mine).toContainText('Your question');
    await expect(mine).toContainText('Waiting for an answer.');

    // The seller finds it on the dashboard and answers on the auction's page.
    await vendor.goto('/vendor-dashboard');
    const waiting = vendor.getByTestId('unanswered-question').filter({ hasText: question });
    await expect(waiting).toContainText(auction.title);
    await waiting.getByRole('link').click();
    await expect(vendor).toHaveURL(new RegExp(`/auction/${auction.id}#questions$`));
    const toAnswer = vendor.getByTestId('question').filter({ hasText: question });
    await toAnswer.getByLabel('Your answer').fill('Yes, paid up to October 2026.');
    await toAnswer.getByRole('button', { name: 'Answer' }).click();
    await expect(vendor.locator('[data-sonner-toast]')).toContainText('Answer saved');
    await vendor.goto('/vendor-dashboard');
    await expect(vendor.getByRole('heading', { name: 'Questions waiting for you' })).toBeVisible();
    await expect(vendor.getByTestId('unanswered-question').filter({ hasText: question })).toHaveCount(0);
    await vendorContext.close();

    // The buyer reads the answer, and is told in the bell.
    await buyerPage.reload();
    await expect(mine).toContainText('Yes, paid up to October 2026.');
    const bell = (await (await buyerPage.request.get('/api/notifications')).json()) as { items: { title: string; message: string }[] };
    expect(bell.items.map((n) => n.message)).toContain(`The seller answered your question about ${auction.title}.`);

    // A visitor sees the question and its answer, not who asked.
    const visitorContext = await browser.newContext();
    const visitor = hydrating(await visitorContext.newPage());
    await visitor.goto(`/auction/${auction.id}`);
    const seen = visitor.getByTestId('question').filter({ hasText: question });
    await expect(seen).toContainText('Yes, paid up to October 2026.');
    await expect(seen).not.toContainText('Your question');
    await expect(visitor.getByRole('link', { name: 'Sign in to ask a question' })).toBeVisible();
    await visitorContext.close();
  });
});
