import { expect, type Page, test } from '@playwright/test';
import { authMessages, authPaths, emailMessages } from '@skillpath/contract';
import { signUpLearner } from '../support/api';
import { fillSignIn, registerThroughForm } from '../support/forms';
import { linkFromMail } from '../support/outbox';
import { newPerson } from '../support/people';

const confirmLink = /https?:\/\/\S+\/verify-email\?uid=[\w-]+&token=[\w-]+/;
const banner = (page: Page) => page.getByRole('alert').filter({ hasText: 'Confirm your e-mail address' });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await fillSignIn(page, email, password);
}

test('a new learner confirms the address from the mailed link and the banner goes', async ({ page }) => {
  const person = newPerson('confirm');
  await registerThroughForm(page, person);
  await expect(page).not.toHaveURL(/\/registernow/);

  // Unconfirmed, the learner still has the dashboard, with the banner and its Resend button.
  await page.goto('/userdash');
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByText(emailMessages.banner(person.email))).toBeVisible();
  await banner(page).getByRole('button', { name: 'Resend' }).click();
  await expect(banner(page).getByText(emailMessages.resent)).toBeVisible();

  // The newest link (the resend retired the first) confirms the address.
  await page.goto(await linkFromMail(person.email, confirmLink, 2));
  await expect(page.getByText(emailMessages.confirmed)).toBeVisible();
  await page.getByRole('link', { name: 'Go to your dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

test('an e-mail change needs the password and takes effect from the link sent to the new address', async ({
  page,
  request,
}) => {
  const account = await signUpLearner(request, 'mover');
  const password = newPerson().password;
  const newEmail = `moved.${Date.now().toString(36)}@example.com`;
  // Signed in through the page (not a stored token), so that ending the session really ends it.
  await signIn(page, account.email, password);
  await expect(page).toHaveURL(/\/home$/);

  await page.goto(`/edit-profile/${account.id}`);
  await page.getByRole('combobox', { name: /^Skills/ }).fill('Python');
  await page.getByRole('combobox', { name: /^Skills/ }).press('Enter');
  await page.getByLabel(/^Email/).fill(newEmail);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(emailMessages.passwordToChangeEmail)).toBeVisible();
  await page.getByLabel(/Current password/).fill(password);
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText(emailMessages.changePending(newEmail)).first()).toBeVisible();

  // Until the link is opened the old address still signs in.
  await page.goto(await linkFromMail(newEmail, confirmLink));
  await expect(page.getByText(emailMessages.changed(newEmail))).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();

  // The old address was told, with a way to report it.
  await linkFromMail(account.email, /if this was not you/i);

  await page.getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, account.email, password);
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
  await signIn(page, newEmail, password);
  await expect(page).toHaveURL(/\/home$/);
});

for (const width of [390, 1280]) {
  test(`at ${width} px the owner of an address with admin rights takes it over by the link and lands on the Overview`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    const shot = (label: string) =>
      page.screenshot({ path: test.info().outputPath(`${label}-${width}.png`), fullPage: true });
    // Someone else signs the listed address up first, with a password of their own.
    const email = `owner${width}@skillpath.test`;
    const squatter = { ...newPerson('squatter'), email };
    expect((await request.post(authPaths.signUp, { data: squatter })).status()).toBe(201);

    const link = await linkFromMail(email, confirmLink);
    await page.goto(link);
    await expect(page.getByText(emailMessages.passwordRequired)).toBeVisible();
    const ownerPassword = 'the rightful owner 2468 picks this';
    await page.getByLabel(/^New password/).fill(ownerPassword);
    await page.getByLabel(/^Confirm password/).fill(ownerPassword);
    await expect(page.getByText(/^Strength:/)).toBeVisible();
    await shot('verify-set-password');
    await page.getByRole('button', { name: 'Set password and confirm' }).click();
    await expect(page.getByText(emailMessages.confirmedWithPassword)).toBeVisible();

    // The earlier password no longer signs in; a second opening of the link says what happened.
    const old = await request.post(authPaths.login, { data: { email, password: squatter.password } });
    expect(old.status()).toBe(401);
    await page.goto(link);
    await expect(page.getByText(emailMessages.linkUsed)).toBeVisible();
    await shot('verify-already-confirmed');

    await page.getByRole('link', { name: 'Sign in' }).click();
    await fillSignIn(page, email, ownerPassword);
    await expect(page).toHaveURL(/\/admindash\/overview$/);
  });
}
