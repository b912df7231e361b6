import { expect, test } from '@playwright/test';
import { placementMessages } from '@skillpath/contract';
import { bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { hydrated } from '../support/hydration';
import { playCurrentLesson } from '../support/lessons';

// Issue 7's journey across roles: the 50% gate refuses, attendance recorded by an admin opens it,
// the application reaches the admin; an employer's request reaches the admin inbox.
test('a learner below 50% is refused, attendance lifts them past it, the admin sees the application', async ({
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const admin = await signInAdmin(request);
  const job = await (
    await request.post('/v1/api/placements/', {
      headers: bearer(admin),
      data: {
        placement_category_title: 'Cloud & DevOps',
        placement_featuredjob_title: `Junior DevOps Engineer ${Date.now().toString(36)}`,
        placement_featuredjob_company: 'Northwind Cloud',
        placement_featuredjob_location: 'Hyderabad',
        placement_featuredjob_mode: 'Fulltime',
      },
    })
  ).json();

  // A learner 3 lessons into DevOps (5 lessons), each played in the online class: 36% progress.
  const learner = await signUpLearner(request, 'jobseeker');
  const enrolled = await (
    await request.post('/v1/auth/selected-courses/', {
      headers: bearer(learner),
      data: { course_title: 'DevOps' },
    })
  ).json();
  const learnerContext = await browser.newContext();
  await useSessionOf(learnerContext, learner);
  const learnerPage = await learnerContext.newPage();
  await learnerPage.goto(`/onlineclass/${enrolled.course_id}`);
  for (let lesson = 1; lesson <= 3; lesson++) {
    await playCurrentLesson(learnerPage);
    await learnerPage.getByRole('button', { name: /^Next: / }).click();
  }
  await expect(learnerPage.getByText('3 of 5 watched', { exact: true })).toBeVisible();
  await expect(learnerPage.getByText('36% complete')).toBeVisible();

  await learnerPage.goto(`/jobs/${job.id}`);
  await learnerPage.getByRole('button', { name: 'Apply' }).click();
  const refused = learnerPage.getByRole('dialog', { name: placementMessages.accessRestrictedTitle });
  await expect(refused.getByText(placementMessages.accessRestricted)).toBeVisible();
  // Where the learner stands, and the course to go on with.
  await expect(refused.getByText('You have completed 36% of DevOps. Reach 50% to apply.')).toBeVisible();
  await expect(refused.getByRole('link', { name: 'Continue DevOps' })).toHaveAttribute(
    'href',
    `/onlineclass/${enrolled.course_id}`,
  );
  await refused.getByRole('button', { name: 'OK' }).click();
  // Explore Now on the home page follows the same rule: still the dialog, with the same figures.
  await learnerPage.goto('/home');
  await hydrated(learnerPage);
  await learnerPage.locator('#about').getByRole('button', { name: 'Explore Now' }).click();
  await expect(
    learnerPage
      .getByRole('dialog', { name: placementMessages.accessRestrictedTitle })
      .getByText('You have completed 36% of DevOps. Reach 50% to apply.'),
  ).toBeVisible();

  // The admin records 4 of 10 sessions attended: 36% + 16% = 52%.
  const adminContext = await browser.newContext();
  await useSessionOf(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto(`/admindash/learners/${learner.id}`);
  await adminPage.getByLabel(/^Sessions held/).fill('10');
  await adminPage.getByLabel(/^Sessions attended/).fill('4');
  await adminPage.getByRole('button', { name: 'Save attendance' }).click();
  await expect(adminPage.getByText('52%').first()).toBeVisible();

  // Past the gate, Explore Now opens the placements instead of the dialog.
  await learnerPage.goto('/home');
  await hydrated(learnerPage);
  await learnerPage.locator('#about').getByRole('button', { name: 'Explore Now' }).click();
  await expect(learnerPage).toHaveURL(/\/placementuser$/);

  await learnerPage.goto(`/jobs/${job.id}`);
  await expect(
    learnerPage.getByText('You have completed 52% of DevOps: you can apply for jobs.'),
  ).toBeVisible();
  await learnerPage.getByRole('button', { name: 'Apply' }).click();
  await expect(learnerPage.getByText(placementMessages.applied)).toBeVisible();

  // The placement's applications are a list of their own (issue 18), filtered by the placement.
  await adminPage.goto(`/admindash/job-applications?placement_id=${job.id}`);
  const applications = adminPage.getByRole('table', { name: 'Job applications' });
  await expect(applications.getByText(learner.email)).toBeVisible();
  await learnerContext.close();
  await adminContext.close();
});

test('an employer’s hire request appears in the admin inbox', async ({ browser, page, request }) => {
  const company = `Contoso ${Date.now().toString(36)}`;
  await page.goto('/hire-hero');
  await hydrated(page);
  const form = page.getByRole('form', { name: 'Get in Touch' });
  await form.getByLabel(/^Name/).fill('Priya Menon');
  await form.getByLabel(/^Email/).fill('priya@contoso.example');
  await form.getByLabel(/^Company name/).fill(company);
  await form.getByLabel(/^Requirements/).fill('Three data analysts for our Hyderabad office.');
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText(placementMessages.leadSent)).toBeVisible();

  const admin = await signInAdmin(request);
  const adminContext = await browser.newContext();
  await useSessionOf(adminContext, admin);
  const adminPage = await adminContext.newPage();
  await adminPage.goto('/admindash/employer-leads');
  await expect(adminPage.getByText(company)).toBeVisible();
  await adminContext.close();
});
