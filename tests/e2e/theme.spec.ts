import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const themeButton = (page: Page) => page.getByRole('button', { name: /^Theme: / });

test.describe('theme', () => {
  test('the theme choice survives a reload', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/auth');
    const html = page.locator('html');
    await expect(themeButton(page)).toHaveAccessibleName(/^Theme: System/);
    await expect(html).not.toHaveClass(/\bdark\b/);

    // System → Light → Dark
    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAccessibleName(/^Theme: Light/);
    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAccessibleName(/^Theme: Dark/);
    await expect(html).toHaveClass(/\bdark\b/);

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(themeButton(page)).toHaveAccessibleName(/^Theme: Dark/);

    // Dark → System follows the system preference.
    await themeButton(page).click();
    await expect(themeButton(page)).toHaveAccessibleName(/^Theme: System/);
    await expect(html).not.toHaveClass(/\bdark\b/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await expect(themeButton(page)).toHaveAccessibleName(/^Theme: System/);
  });
});
