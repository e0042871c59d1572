import { request as playwrightRequest } from '@playwright/test';
import { formatINR } from '../../src/shared/domain/money';
import { EMD_MESSAGES } from '../../src/shared/schemas/emd';
import { expect, expectToast, hydrating, registerViaApi, signInViaApi, test } from './fixtures';
import { approveBuyerViaApi, uniqueUtr } from './fixtures/money';

test('a buyer deposits EMD from their own account, sees it in the wallet once verified, and withdraws it back to that account', async ({
  page,
  browser,
  baseURL,
  seededAdmin,
}) => {
  test.setTimeout(180_000);
  // A new buyer, approved by the admin.
  const standalone = await playwrightRequest.newContext({ baseURL });
  const buyer = await registerViaApi(standalone, { fullName: 'Kavya Iyer' });
  await standalone.dispose();
  await signInViaApi(page, seededAdmin.email, seededAdmin.password);
  await approveBuyerViaApi(page.request, buyer.email);

  const buyerContext = await browser.newContext();
  const buyerPage = hydrating(await buyerContext.newPage());
  await signInViaApi(buyerPage, buyer.email, buyer.password);
  await buyerPage.goto('/buyer-dashboard');
  const wallet = buyerPage.getByRole('region', { name: 'EMD Wallet', exact: true });
  await expect(wallet.getByTestId('emd-balance')).toHaveText(formatINR(0));
  await expect(buyerPage.getByTestId('emd-banner')).toBeVisible();
  await expect(wallet.getByRole('button', { name: 'Withdraw' })).toBeDisabled();

  // The buyer reports a bank transfer from the wallet card.
  const depositUtr = uniqueUtr('KAVYA');
  await wallet.getByRole('button', { name: 'Deposit EMD' }).click();
  const depositDialog = buyerPage.getByRole('dialog', { name: 'Pay EMD by bank transfer' });
  await depositDialog.getByLabel('NEFT/RTGS UTR reference').fill(depositUtr);
  await depositDialog.getByLabel('Amount transferred').fill('500000');
  // The account it came from must be in the buyer's name: another's is refused, and nothing typed is lost.
  await expect(depositDialog.getByLabel('Account holder’s name')).toHaveValue('Kavya Iyer');
  await depositDialog.getByLabel('Account holder’s name').fill('Ravi Iyer');
  await depositDialog.getByLabel('Your account number').fill('123456789012');
  await depositDialog.getByLabel('Your branch’s IFSC').fill('hdfc0001234');
  await depositDialog.getByRole('button', { name: 'Submit Deposit' }).click();
  await expect(depositDialog.getByText(EMD_MESSAGES.holderNameMismatch)).toBeVisible();
  await expect(depositDialog.getByLabel('Account holder’s name')).toBeFocused();
  await expect(depositDialog.getByLabel('Your account number')).toHaveValue('123456789012');
  // As the bank prints it.
  await depositDialog.getByLabel('Account holder’s name').fill('IYER KAVYA');
  await depositDialog.getByRole('button', { name: 'Submit Deposit' }).click();
  await buyerPage.getByRole('dialog', { name: 'Deposit submitted' }).getByRole('button', { name: 'Done' }).click();
  await expect(wallet.getByTestId('emd-pending-deposit')).toContainText(formatINR(500_000));

  // The admin verifies it; the buyer's wallet shows the money without a reload, and the banner goes.
  await page.goto('/admin/emd-deposits');
  const depositRow = page.getByTestId('emd-deposit-row').filter({ hasText: depositUtr });
  await expect(depositRow).toContainText('IYER KAVYA');
  await expect(depositRow).toContainText('Account ending 9012');
  await depositRow.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('Deposit verified')).toBeVisible();
  await expect(wallet.getByTestId('emd-balance')).toHaveText(formatINR(500_000));
  await expect(wallet.getByTestId('emd-available')).toHaveText(formatINR(500_000));
  await expect(wallet.getByTestId('emd-pending-deposit')).toHaveCount(0);
  await expect(buyerPage.getByTestId('emd-banner')).toHaveCount(0);

  // A withdrawal goes back to the account the deposit came from: it is offered, and no other can be typed.
  await wallet.getByRole('button', { name: 'Withdraw' }).click();
  const withdraw = buyerPage.getByRole('dialog', { name: 'Withdraw EMD' });
  const payTo = withdraw.getByRole('group', { name: 'Pay back to' });
  await expect(payTo.getByRole('radio')).toHaveCount(1);
  await expect(payTo.getByRole('radio', { name: /IYER KAVYA .*9012.*HDFC0001234/ })).toBeChecked();
  await expect(payTo).toContainText(`Up to ${formatINR(500_000)} to this account`);
  await expect(withdraw.getByRole('textbox', { name: /account number|IFSC/i })).toHaveCount(0);

  // More than is available is refused with the API's words, and what was typed stays.
  await withdraw.getByLabel('Amount').fill('900000');
  await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(withdraw.getByText(EMD_MESSAGES.withdrawalTooLarge(500_000))).toBeVisible();
  await expect(withdraw.getByLabel('Amount')).toHaveValue('9,00,000');
  await withdraw.getByLabel('Amount').fill('200000');
  await withdraw.getByRole('button', { name: 'Request withdrawal' }).click();
  await expectToast(buyerPage, 'Withdrawal requested', /account ending 9012/);
  await expect(withdraw).toHaveCount(0);
  await expect(wallet.getByRole('button', { name: 'Withdraw' })).toBeFocused();
  const request = wallet.getByTestId('emd-withdrawal').filter({ hasText: formatINR(200_000) });
  await expect(request.getByText('Requested', { exact: true })).toBeVisible();
  await expect(request).toContainText('HDFC0001234');
  await expect(wallet.getByTestId('emd-available')).toHaveText(formatINR(300_000));

  // The admin finds it under Withdrawals: the account masked but for its last four digits.
  await page.getByRole('tab', { name: /Withdrawals/ }).click();
  await expect(page).toHaveURL(/view=withdrawals/);
  const row = page.getByTestId('emd-withdrawal-row').filter({ hasText: buyer.email });
  await expect(row.getByText('Kavya Iyer', { exact: true })).toBeVisible();
  await expect(row).toContainText('IYER KAVYA');
  await expect(row).toContainText(depositUtr);
  await expect(row.getByText(formatINR(200_000))).toBeVisible();
  await expect(row.getByText('••••')).toBeVisible();
  await expect(row).toContainText('Account ending 9012');
  await expect(row).not.toContainText('123456789012');
  await expect(row.getByText('HDFC0001234')).toBeVisible();

  // Escape closes a dialog and gives focus back to the button that opened it.
  await row.getByRole('button', { name: 'Reject' }).click();
  await expect(page.getByRole('dialog', { name: 'Reject withdrawal' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(row.getByRole('button', { name: 'Reject' })).toBeFocused();

  // "Mark paid" asks for the UTR of the transfer, checked as the API checks it.
  await row.getByRole('button', { name: 'Mark paid' }).click();
  const pay = page.getByRole('dialog', { name: 'Mark withdrawal paid' });
  // The admin pays the remitter of the deposit's UTR, as the escrow account's statement names it.
  await expect(pay).toContainText(depositUtr);
  await pay.getByLabel('UTR reference *').fill('12345');
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expect(pay.getByText(EMD_MESSAGES.utrInvalid)).toBeVisible();
  const payoutUtr = uniqueUtr('NEEL');
  await pay.getByLabel('UTR reference *').fill(payoutUtr);
  await pay.getByRole('button', { name: 'Mark paid' }).click();
  await expectToast(page, 'Withdrawal paid', payoutUtr);
  await expect(row).toHaveCount(0);
  await page.getByRole('tab', { name: 'Paid', exact: true }).click();
  await expect(row.getByText(payoutUtr)).toBeVisible();

  // The buyer sees it paid, with the UTR, live.
  await expect(request.getByText('Paid', { exact: true })).toBeVisible();
  await expect(request.getByText(payoutUtr)).toBeVisible();
  await expect(wallet.getByTestId('emd-balance')).toHaveText(formatINR(300_000));
  await buyerContext.close();
});
