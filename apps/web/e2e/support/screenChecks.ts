import { expect, type Page } from '@playwright/test';

/** Chooses an option of a select (Mantine's combobox), found by its label. */
export async function selectOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The page is no wider than the window (a phone at 390 px scrolls only down). */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
}
