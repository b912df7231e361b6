import { type Browser, expect, test } from '@playwright/test';
import { authMessages, profileMessages } from '@skillpath/contract';
import { expectNoSeriousAxe } from '../support/axe';
import { newPerson } from '../support/people';

/** A learner writes their name in Telugu: sign-up, the strength meter's reason, the dashboard, a rename. */
async function signUpInTelugu(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const shot = (label: string) =>
    page.screenshot({ path: test.info().outputPath(`${label}-${width}.png`), fullPage: true });
  const person = { ...newPerson('telugu'), name: 'రవి కుమార్' };

  await page.goto('/registernow');
  await page.getByLabel(/^Name/).fill(person.name);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel(/^Email/).fill(person.email);
  // A password built from the name is refused, and the meter says why while it is typed.
  const password = page.getByLabel(/^Password/);
  await password.fill('రవికుమార్2026');
  await expect(page.getByText(authMessages.passwordPersonal)).toBeVisible();
  await expectNoSeriousAxe(page);
  await shot('registernow-weak');
  await password.fill(person.password);
  await expect(page.getByRole('progressbar', { name: /^Strength: (Good|Strong)$/ })).toBeVisible();
  await page.getByLabel('Confirm password').fill(person.password);
  await page.getByRole('button', { name: 'Register' }).click();
  await expect(page).toHaveURL(/\/registerprofile$/);

  await page.goto('/userdash');
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, రవి!' })).toBeVisible();
  await shot('userdash');

  // The name is edited on the profile, in any script.
  await page.getByRole('tab', { name: 'Profile' }).click();
  await page.getByRole('link', { name: 'Edit Profile' }).click();
  const name = page.getByLabel(/^Name/);
  await expect(name).toHaveValue(person.name);
  await name.fill("Ravi O'Brien-Kumar");
  const skills = page.getByRole('combobox', { name: /^Skills/ });
  await skills.fill('C++');
  await skills.press('Enter');
  await shot('edit-profile');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(profileMessages.profileUpdated)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Ravi!' })).toBeVisible();
  await context.close();
}

for (const width of [390, 1280]) {
  test(`a learner signs up as రవి కుమార్ and sees the name on the dashboard (${width} px)`, async ({
    browser,
  }) => {
    test.slow();
    await signUpInTelugu(browser, width);
  });
}
