import { expect, type Page } from '@playwright/test';

/**
 * Opens an admin screen by the sidebar's link, as an admin moves between screens. No page load: a full
 * load per screen compiled the admin code and injected axe again each time, a third of the admin axe
 * journey's browser time. At desktop widths only (on a phone the sidebar is a drawer).
 */
export async function openFromSidebar(page: Page, link: string, path: string) {
  await page
    .getByRole('navigation', { name: 'Admin' })
    .getByRole('link', { name: link, exact: true })
    .click();
  await expect(page).toHaveURL(new RegExp(`/admindash/${path}$`));
}
