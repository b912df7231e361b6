import { expect, test } from '@playwright/test';
import { authMessages, personNameMessages } from '@skillpath/contract';
import { expectNoSeriousAxe } from '../support/axe';
import { fillSignIn, registerThroughForm } from '../support/forms';
import { linkFromMail } from '../support/outbox';
import { newPerson } from '../support/people';

test('a person registers, logs out, signs in back to where they were, resets a forgotten password', async ({
  page,
}) => {
  const person = newPerson();

  await registerThroughForm(page, person);
  await expect(page).toHaveURL(/\/registerprofile$/);
  expect(await page.evaluate(() => localStorage.getItem('isLoggedIn'))).toBe('true');

  // The avatar shows the e-mail's first letter; its menu logs out to /home.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/home$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // Sign in with a returnUrl and land on it.
  await page.goto('/signin?returnUrl=%2Ftraincard%2F1');
  await fillSignIn(page, person.email, person.password);
  await expect(page).toHaveURL(/\/traincard\/1$/);

  // Forgot password: the mail's link resets the password once.
  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  // Logout goes to /home: a /signin opened before that navigation ends would be replaced by it.
  await expect(page).toHaveURL(/\/home$/);
  await page.goto('/signin');
  await page.getByRole('button', { name: 'Forgot Password' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel(/^Email/).fill(person.email);
  await dialog.getByRole('button', { name: /send/i }).click();
  await expect(dialog.getByText(authMessages.forgotSent)).toBeVisible();

  const link = await linkFromMail(person.email, /http:\/\/[^\s"]+\/reset-password\?uid=[\w-]+&token=[\w-]+/);
  await page.goto(link);
  await page.getByLabel('New password').fill('orbit-maple-kettle-17');
  await page.getByLabel('Confirm password').fill('orbit-maple-kettle-17');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText(authMessages.resetSuccess)).toBeVisible();
  await expect(page).toHaveURL(/\/home$/);

  // The old password is refused, the new one works; the link is spent.
  await page.goto('/signin');
  await fillSignIn(page, person.email, person.password);
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
  await page.getByLabel(/^Password/).fill('orbit-maple-kettle-17');
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(link);
  await page.getByLabel('New password').fill('violet-canyon-drum-58');
  await page.getByLabel('Confirm password').fill('violet-canyon-drum-58');
  await page.getByRole('button', { name: /reset password/i }).click();
  await expect(page.getByText('This reset link is invalid or has expired.')).toBeVisible();
});

test('the register form shows the spec messages and refuses a taken e-mail', async ({ page }) => {
  const person = newPerson();
  await registerThroughForm(page, person);
  await expect(page).toHaveURL(/\/registerprofile$/);
  await page.evaluate(() => localStorage.clear());

  await page.goto('/registernow');
  const submit = page.getByRole('button', { name: 'Register' });
  await expect(submit).toBeDisabled();
  await page.getByLabel(/^Name/).fill('R2D2');
  await page.getByLabel('Phone number').fill('12345');
  await page.getByLabel(/^Email/).fill('nope');
  await page.getByLabel(/^Password/).fill('123');
  await page.getByLabel('Confirm password').fill('124');
  await page.getByLabel(/^Name/).click();
  await expect(page.getByText(personNameMessages.characters)).toBeVisible();
  await expect(page.getByText(authMessages.phoneInvalid)).toBeVisible();
  await expect(page.getByText(authMessages.emailInvalid)).toBeVisible();
  await expect(page.getByText(authMessages.passwordTooShort)).toBeVisible();
  await expect(page.getByText(authMessages.passwordsMustMatch)).toBeVisible();
  await expect(submit).toBeDisabled();

  await page.getByLabel(/^Name/).fill(person.name);
  await page.getByLabel('Phone number').fill(person.phone);
  await page.getByLabel(/^Email/).fill(person.email.toUpperCase());
  await page.getByLabel(/^Password/).fill(person.password);
  await page.getByLabel('Confirm password').fill(person.password);
  await submit.click();
  await expect(page.getByText(authMessages.emailExists)).toBeVisible();
  await expect(page).toHaveURL(/\/registernow$/);
});

test('an admin sees the Admin item; a learner does not; a bad returnUrl goes home', async ({ page }) => {
  await page.goto('/signin?returnUrl=https%3A%2F%2Fevil.example%2F');
  await fillSignIn(page, 'admin@skillpath.test', 'admin-password-1');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Admin' }).first()).toBeVisible();

  await page.evaluate(() => localStorage.clear());
  const person = newPerson();
  await registerThroughForm(page, person);
  await expect(page).toHaveURL(/\/registerprofile$/);
  await page.goto('/home');
  await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
});

test('SignUp and Login are disabled on their own pages', async ({ page }) => {
  await page.goto('/signin');
  await expect(page.getByRole('button', { name: 'Login' }).first()).toBeDisabled();
  await page.goto('/registernow');
  await expect(page.getByRole('button', { name: 'SignUp' }).first()).toBeDisabled();
});

for (const [name, size] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`/signin and /registernow pass axe at ${name} width`, async ({ browser }, info) => {
    const context = await browser.newContext({ viewport: size });
    const page = await context.newPage();
    for (const route of ['/signin', '/registernow']) {
      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expectNoSeriousAxe(page);
      await page.screenshot({ path: info.outputPath(`${route.slice(1)}-${name}.png`), fullPage: true });
    }
    await context.close();
  });
}
