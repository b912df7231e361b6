import { type APIRequestContext, type Browser, expect, type Page, test } from '@playwright/test';
import {
  authMessages,
  enrollmentRoutes,
  LEARNING_POINTS,
  learningMessages,
  profileMessages,
  profileRoutes,
} from '@skillpath/contract';
import { signUpLearner, useToken } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';
import { fillSignIn, registerThroughForm } from '../support/forms';
import { playCurrentLesson } from '../support/lessons';
import { newPerson } from '../support/people';
import { gradientPng } from '../support/png';

// The demo catalogue the e2e server seeds: course 1 is Python FullStack, with five 4-second lessons.
const course = { id: 1, title: 'Python FullStack', lessons: 5 };

const avatarPng = { name: 'avatar.png', mimeType: 'image/png', buffer: gradientPng(96, 96) };

// ---------------------------------------------------------------------------------------------------
async function signIn(page: Page, email: string, password: string) {
  await page.goto('/signin');
  await fillSignIn(page, email, password);
}

const pictureInput = (page: Page) => page.locator('input[type="file"]');
const tabs = (page: Page) => page.getByRole('tablist', { name: 'Dashboard sections' });

async function openTab(page: Page, name: 'Dashboard' | 'Courses' | 'Profile') {
  await tabs(page).getByRole('tab', { name }).click();
}

test('a learner completes the profile, learns, changes the password and deletes the account', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const person = newPerson('learner');
  const newPassword = 'orbit-maple-kettle-17';

  // Register → profile completion.
  await registerThroughForm(page, person);
  await expect(page).toHaveURL(/\/registerprofile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue(person.email);

  // The picture: a 6 MB file and a non-image are refused on the spot; a PNG shows its preview.
  await pictureInput(page).setInputFiles({
    name: 'huge.png',
    mimeType: 'image/png',
    buffer: Buffer.alloc(6 * 1024 * 1024, 1),
  });
  await expect(page.getByText(profileMessages.imageTooLarge)).toBeVisible();
  await pictureInput(page).setInputFiles({
    name: 'notes.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('hi'),
  });
  await expect(page.getByText(profileMessages.imageInvalid)).toBeVisible();
  await pictureInput(page).setInputFiles(avatarPng);
  await expect(page.getByRole('img', { name: 'Profile picture preview' })).toBeVisible();
  await expect(page.getByText(profileMessages.imageInvalid)).toHaveCount(0);

  await page.getByLabel('Country').fill('India');
  await page.getByLabel('Occupation').fill('Student');
  await page.getByLabel('Tagline').fill('Aspiring full stack developer');
  await page.getByLabel('About me').fill('I build small web apps and want to make it my job.');
  await page.getByLabel('Learning style').selectOption('Hybrid');
  await page.getByLabel('Weekly goal (hours)').fill('6');
  await page.getByLabel('Notifications').selectOption('Enabled');
  await page.getByLabel('Language').selectOption('Telugu');
  await page.getByLabel('LinkedIn URL').fill('https://www.linkedin.com/in/asha-rao');

  // Two certifications; a third row is added and removed again.
  for (const [title, issued, description] of [
    ['AWS Cloud Practitioner', '2024-03-15', 'Cloud fundamentals'],
    ['Python Basics', '2023-11-02', 'Certificate of the institute'],
  ]) {
    await page.getByRole('button', { name: 'Add certification' }).click();
    const row = page.getByRole('group', { name: /^Certification \d$/ }).last();
    await row.getByLabel(/^Title/).fill(title!);
    await row.getByLabel('Issued date').fill(issued!);
    await row.getByLabel('Description').fill(description!);
  }
  await page.getByRole('button', { name: 'Add certification' }).click();
  await page.getByRole('button', { name: 'Remove certification 3' }).click();
  await expect(page.getByRole('group', { name: /^Certification \d$/ })).toHaveCount(2);

  // Skills: none, then a bad one, get the spec's messages.
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText(profileMessages.skillsRequired)).toBeVisible();
  // C++ is a skill; a slash is not.
  await page.getByLabel(/^Skills/).fill('Python, C++, C/C++');
  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText(profileMessages.invalidSkills(['C/C++']))).toBeVisible();
  await page.getByLabel(/^Skills/).fill('Python, SQL, React');

  await page.getByRole('button', { name: 'Save Details' }).click();
  await expect(page.getByText(profileMessages.saved)).toBeVisible();
  await expect(page).toHaveURL(/\/userdash\/\d+$/);
  const userId = page.url().split('/').pop()!;

  // The dashboard shows the profile, the picture and both certifications.
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Asha!' })).toBeVisible();
  await openTab(page, 'Profile');
  await expect(page).toHaveURL(/\?tab=profile$/);
  const profile = page.getByRole('tabpanel', { name: 'Profile' });
  await expect(profile.getByText('Aspiring full stack developer')).toBeVisible();
  await expect(profile.getByText('AWS Cloud Practitioner')).toBeVisible();
  await expect(profile.getByText('Python Basics')).toBeVisible();
  await expect(profile.getByText('Issued 15 Mar 2024')).toBeVisible();
  await expect(profile.getByRole('listitem').filter({ hasText: /^SQL$/ })).toBeVisible();
  await expect(profile.getByRole('link', { name: 'LinkedIn profile' })).toHaveAttribute(
    'href',
    'https://www.linkedin.com/in/asha-rao',
  );
  await expect(profile.getByRole('img', { name: "Asha Rao's profile picture" })).toBeVisible();
  const avatarSrc = await profile
    .getByRole('img', { name: "Asha Rao's profile picture" })
    .getAttribute('src');
  expect((await page.request.get(avatarSrc!)).status()).toBe(200);

  // Edit profile: a new tagline and a skill chip more; Save Changes is disabled while the e-mail is empty.
  await profile.getByRole('link', { name: 'Edit Profile' }).click();
  await expect(page).toHaveURL(new RegExp(`/edit-profile/${userId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save Changes' });
  await page.getByLabel(/^Email/).fill('');
  await expect(save).toBeDisabled();
  await page.getByLabel(/^Email/).fill(person.email);
  await page.getByLabel('Tagline').fill('Full stack learner');
  const skills = page.getByRole('combobox', { name: /^Skills/ });
  await skills.fill('Docker');
  await skills.press('Enter');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(page).toHaveURL(new RegExp(`/userdash/${userId}\\?tab=profile$`));
  await expect(profile.getByText('Full stack learner')).toBeVisible();
  await expect(profile.getByRole('listitem').filter({ hasText: /^Docker$/ })).toBeVisible();

  // Enroll (the course page's Apply Now is covered by course.spec.ts; here the API is enough).
  const token = await page.evaluate(() => localStorage.getItem('authToken'));
  const enrolled = await page.request.post(enrollmentRoutes.enroll.path, {
    headers: { Authorization: `Bearer ${token}` },
    data: { user_id: userId, course_title: course.title, selected_at: new Date().toISOString() },
  });
  expect(enrolled.status()).toBe(201);

  // Courses tab → View Course → the online class.
  await page.reload();
  await openTab(page, 'Courses');
  const card = page.getByRole('tabpanel', { name: 'Courses' });
  await expect(card.getByRole('heading', { name: course.title })).toBeVisible();
  await expect(card.getByText('0% complete')).toBeVisible();
  await card.getByRole('link', { name: `View Course: ${course.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/onlineclass/${course.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: course.title })).toBeVisible();
  await expect(page.getByText(`0 of ${course.lessons} watched`, { exact: true })).toBeVisible();

  // A lesson counts once its playback covers it: progress = 60% × 1/5 = 12%.
  await playCurrentLesson(page);
  await expect(page.getByText(`1 of ${course.lessons} watched`, { exact: true })).toBeVisible();
  await expect(page.getByText('12% complete')).toBeVisible();
  await expect(page.getByRole('button', { name: /^Watched Week 1:/ })).toBeVisible();

  // The chat: open, a message, the instructor's reply after a second, minimize, restore, close.
  await page.getByRole('button', { name: 'Chat with instructor' }).click();
  const chat = page.getByRole('dialog', { name: /^Chat with / });
  await expect(chat.getByRole('textbox', { name: 'Message' })).toBeFocused();
  await chat.getByRole('textbox', { name: 'Message' }).fill('When is the next live session?');
  await chat.getByRole('textbox', { name: 'Message' }).press('Enter');
  await expect(chat.getByText('When is the next live session?')).toBeVisible();
  await expect(chat.getByText(/Thanks for your question!/)).toBeVisible({ timeout: 3_000 });
  const before = await chat.boundingBox();
  await chat.getByRole('button', { name: 'Move chat window (arrow keys)' }).press('ArrowLeft');
  expect((await chat.boundingBox())!.x).toBeLessThan(before!.x);
  await chat.getByRole('button', { name: 'Minimize chat' }).click();
  await expect(chat.getByRole('textbox', { name: 'Message' })).toHaveCount(0);
  await chat.getByRole('button', { name: 'Restore chat' }).click();
  await expect(chat.getByText('When is the next live session?')).toBeVisible();
  await chat.getByRole('button', { name: 'Close chat' }).click();
  await expect(page.getByRole('button', { name: 'Chat with instructor' })).toBeFocused();

  // Progress rose on the dashboard, and so did the points.
  await page.getByRole('link', { name: 'My courses' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Courses' }).getByText('12% complete')).toBeVisible();
  await openTab(page, 'Dashboard');
  const overview = page.getByRole('tabpanel', { name: 'Dashboard' });
  await expect(overview.getByText('Learning points')).toBeVisible();
  await expect(overview.getByText(String(LEARNING_POINTS.lessonWatched), { exact: true })).toBeVisible();
  await expect(overview.getByText(`Watched "Week 1: Python foundations" in ${course.title}`)).toBeVisible();

  // Change password: a wrong current password is named; then the new one works and the old does not.
  await openTab(page, 'Profile');
  await page.getByRole('button', { name: 'Change Password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel(/^Current password/).fill('not-my-password');
  await dialog.getByLabel(/^New password/).fill(newPassword);
  await dialog.getByLabel(/^Confirm new password/).fill(newPassword);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(dialog.getByText(authMessages.currentPasswordWrong)).toBeVisible();
  await dialog.getByLabel(/^Current password/).fill(person.password);
  await dialog.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText(authMessages.passwordChanged)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The session goes on with the new token: the page still reads the profile.
  await page.reload();
  await expect(page.getByRole('tabpanel', { name: 'Profile' }).getByText('Full stack learner')).toBeVisible();

  await page.getByRole('button', { name: /^Account menu for/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await signIn(page, person.email, person.password);
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
  await signIn(page, person.email, newPassword);
  await expect(page).toHaveURL(/\/home$/);

  // Delete the account, after the spec's confirmation and the password; the login is refused afterwards.
  await page.goto(`/userdash/${userId}?tab=profile`);
  await page.getByRole('button', { name: 'Delete Account' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete account' });
  await expect(confirm.getByText(profileMessages.deleteConfirm)).toBeVisible();
  await confirm.getByLabel(/Current password/).fill(newPassword);
  await confirm.getByRole('button', { name: 'Delete account' }).click();
  await expect(page).toHaveURL(/\/signin$/);
  await expect(page.getByText(profileMessages.accountDeleted)).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await signIn(page, person.email, newPassword);
  await expect(page.getByText(authMessages.invalidCredentials)).toBeVisible();
});

test('pages of the account ask a visitor to sign in; another learner is refused', async ({
  page,
  request,
}) => {
  await page.goto('/userdash');
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fuserdash$/);
  await page.goto('/onlineclass/1');
  await expect(page).toHaveURL(/\/signin\?returnUrl=%2Fonlineclass%2F1$/);

  const learner = await signUpLearner(request, 'screens');
  await useToken(page, learner.token);
  await page.goto('/userdash/1');
  await expect(page.getByText('You can only view and change your own account.')).toBeVisible();
  await page.goto(`/onlineclass/${course.id}`);
  await expect(page.getByText(learningMessages.notEnrolled)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the course page' })).toHaveAttribute(
    'href',
    `/traincard/${course.id}`,
  );
  await page.goto('/onlineclass');
  await expect(page.getByText(/You are not enrolled in any course yet/)).toBeVisible();
});

// ---------------------------------------------------------------------------------------------------
// Screens at phone and desktop width, checked with axe, for a learner with a full profile and a course.

async function learnerWithCourse(request: APIRequestContext) {
  const learner = await signUpLearner(request, 'screens');
  const headers = { Authorization: `Bearer ${learner.token}` };
  const saved = await request.post(profileRoutes.register.path, {
    headers,
    multipart: {
      user_id: String(learner.id),
      tagline: 'Data enthusiast',
      country: 'India',
      occupation: 'Analyst',
      bio: 'I turn spreadsheets into decisions.',
      skills: 'Python, SQL, Tableau',
      learningMode: 'Self-paced',
      studyGoal: '8',
      notifications: 'true',
      language: 'English',
      linkedin: 'https://www.linkedin.com/in/screens',
      certifications: JSON.stringify([
        { title: 'Google Data Analytics', issued: '2024-01-20', description: 'Professional certificate' },
        { title: 'SQL Fundamentals', issued: '', description: '' },
      ]),
      image: avatarPng,
    },
  });
  expect(saved.status()).toBe(200);
  const enrolled = await request.post(enrollmentRoutes.enroll.path, {
    headers,
    data: { course_title: course.title },
  });
  expect(enrolled.status()).toBe(201);
  return learner;
}

async function screens(browser: Browser, request: APIRequestContext, name: string, viewport: object) {
  const learner = await learnerWithCourse(request);
  const context = await browser.newContext({ viewport: viewport as { width: number; height: number } });
  const page = await context.newPage();
  const shot = (label: string) =>
    page.screenshot({ path: test.info().outputPath(`${label}-${name}.png`), fullPage: true });
  await useToken(page, learner.token);

  await page.goto('/registerprofile');
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your profile' })).toBeVisible();
  await expect(page.getByLabel('Tagline')).toHaveValue('Data enthusiast');
  await page.getByRole('button', { name: 'Add certification' }).click();
  await expectNoSeriousAxe(page);
  await shot('registerprofile');

  // One load of the dashboard, then its tabs, as a learner moves between them.
  await page.goto(`/userdash/${learner.id}`);
  for (const tab of ['Dashboard', 'Courses', 'Profile'] as const) {
    await page.getByRole('tab', { name: tab }).click();
    const panel = page.getByRole('tabpanel', { name: tab });
    await expect(panel).toBeVisible();
    if (tab === 'Courses') await expect(panel.getByText('0% complete')).toBeVisible();
    if (tab === 'Profile') await expect(panel.getByText('Google Data Analytics')).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expectNoSeriousAxe(page);
    await shot(`userdash-${tab.toLowerCase()}`);
  }

  await page.goto(`/edit-profile/${learner.id}`);
  await expect(page.getByLabel('Tagline')).toHaveValue('Data enthusiast');
  await expectNoSeriousAxe(page);
  await shot('edit-profile');

  await page.goto(`/onlineclass/${course.id}`);
  await expect(page.getByRole('heading', { name: 'Learning objectives' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Related courses' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expectNoSeriousAxe(page);
  await shot('onlineclass');
  await page.getByRole('button', { name: 'Chat with instructor' }).click();
  await page
    .getByRole('dialog', { name: /^Chat with / })
    .getByRole('textbox', { name: 'Message' })
    .fill('Hello!');
  await page
    .getByRole('dialog', { name: /^Chat with / })
    .getByRole('textbox', { name: 'Message' })
    .press('Enter');
  await expect(page.getByText(/Thanks for your question!/)).toBeVisible();
  await expectNoSeriousAxe(page);
  await page.screenshot({ path: test.info().outputPath(`onlineclass-chat-${name}.png`) });
  await context.close();
}

for (const [name, viewport] of [
  ['phone', { width: 390, height: 844 }],
  ['desktop', { width: 1280, height: 800 }],
] as const) {
  test(`the learner account screens pass axe at ${name} width`, async ({ browser, request }) => {
    test.setTimeout(90_000);
    await screens(browser, request, name, viewport);
  });
}
