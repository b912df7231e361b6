import type { Page } from '@playwright/test';
import type { newPerson } from './people';

/** Fills and sends /registernow as a person would. */
export async function registerThroughForm(page: Page, person: ReturnType<typeof newPerson>) {
  await page.goto('/registernow');
  await page.getByLabel(/^Name/).fill(person.name);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
}

/** Fills and sends the sign-in form of the page that shows it. */
export async function fillSignIn(page: Page, email: string, password: string) {
  await page.getByLabel(/^Email/).fill(email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}
