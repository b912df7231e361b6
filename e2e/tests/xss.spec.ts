import { appendFileSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { type APIRequestContext, type Browser, expect, test } from '@playwright/test';
import { CALLBACK_COURSES, enquiryPaths } from '@skillpath/contract';
import { type Account, bearer, signInAdmin, useSessionOf } from '../support/api';
import { gradientPng } from '../support/png';

// Issue 9: script payloads stored through the API in every text field a page shows come back as
// text. Any dialog (alert) fails the test; each payload must be visible as the characters typed.
const stamp = Date.now().toString(36);
const P = {
  img: `<img src=x onerror=alert(1)> ${stamp}`,
  script: `<script>alert(2)</script> ${stamp}`,
  svg: `"><svg onload=alert(3)> ${stamp}`,
  js: `javascript:alert(4) ${stamp}`,
} as const;

let dialogs = 0;
let pagesVisited = 0;
const payloadsStored = new Set<string>();

async function visit(browser: Browser, url: string, as: Account | null, expectTexts: string[]) {
  const context = await browser.newContext();
  if (as) await useSessionOf(context, as);
  const page = await context.newPage();
  page.on('dialog', async (dialog) => {
    dialogs += 1;
    await dialog.dismiss();
  });
  await page.goto(url);
  // Generous: the route chunk and the API answer share two busy cores with other suites.
  for (const text of expectTexts) await expect(page.getByText(text).first()).toBeVisible({ timeout: 30_000 });
  // Give any deferred handler (onerror of a broken image, onload of an svg) time to run.
  await page.waitForTimeout(300);
  pagesVisited += 1;
  expect(dialogs, `a dialog fired on ${url}`).toBe(0);
  await context.close();
}

async function post(request: APIRequestContext, admin: Account, url: string, data: object) {
  const res = await request.post(url, { headers: bearer(admin), data });
  expect(res.status(), `${url}: ${await res.text()}`).toBe(201);
  return res.json();
}

test('script payloads in stored text are shown as text on every page, and never run', async ({
  browser,
  request,
}) => {
  test.setTimeout(300_000);
  const admin = await signInAdmin(request);

  const courseRes = await request.post('/v1/api/create-course/', {
    headers: bearer(admin),
    multipart: {
      course_title: `Course ${P.img}`,
      course_trainer: P.svg,
      course_mode: 'Online',
      course_duration: '40',
      course_language: 'English',
      course_related_domains: P.script,
      course_top_com: 'Acme',
      course_description: `About ${P.script}`,
      course_opportunities: P.js,
    },
  });
  expect(courseRes.status(), await courseRes.text()).toBe(201);
  const course = await courseRes.json();
  await post(request, admin, '/v1/api/syllabus/create/', {
    course_title_id: course.id,
    week_number: 1,
    title: `Week ${P.svg}`,
    topics: [`Topic ${P.img}`],
  });
  const internship = await post(request, admin, '/v1/api/internships/', {
    internship_title: `Internship ${P.svg}`,
    internship_duration: '2 Months',
    internship_mode: 'Online',
    internship_fee: 0,
    internship_description: `Learn ${P.script}`,
    internship_mentor: P.img,
    internship_language: 'English',
    internship_explore_related_domains: 'Testing',
    internship_faqs: 'Any? Yes.',
    internship_wyg: 'Experience, Certificate',
    internship_requirements: 'A laptop',
    intern_mentor_qualification: P.js,
    internship_card_image: `data:image/png;base64,${gradientPng(16, 16).toString('base64')}`,
  });
  const job = await post(request, admin, '/v1/api/placements/', {
    placement_category_title: 'Cloud & DevOps',
    placement_featuredjob_title: `Job ${P.script}`,
    placement_featuredjob_company: `Company ${P.img}`,
    placement_featuredjob_location: P.svg,
    placement_featuredjob_mode: 'Fulltime',
  });
  const enquiry = await request.post(enquiryPaths.createEnquiry, {
    data: { name: `Caller ${P.img}`, phone: '9876543210', interested_course: CALLBACK_COURSES[0] },
  });
  expect(enquiry.status(), await enquiry.text()).toBe(201);
  const lead = await request.post('/v1/api/employer-leads/', {
    data: {
      name: `Lead ${P.svg}`,
      email: `lead.${stamp}@example.com`,
      company_name: `Firm ${P.script}`,
      requirements: `Needs ${P.js} ${P.img}`,
    },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  for (const p of Object.values(P)) payloadsStored.add(p);

  // Public pages.
  await visit(browser, `/traincard/${course.id}`, null, [`Course ${P.img}`, `About ${P.script}`, P.svg]);
  await visit(browser, '/traininguser', null, [`Course ${P.img}`]);
  await visit(browser, `/interncard/${internship.id}`, null, [`Internship ${P.svg}`, `Learn ${P.script}`]);
  await visit(browser, `/jobs/${job.id}`, null, [`Job ${P.script}`]);
  // Admin screens that list the same records.
  await visit(browser, '/admindash/enquiries', admin, [`Caller ${P.img}`]);
  await visit(browser, '/admindash/employer-leads', admin, [`Lead ${P.svg}`, `Firm ${P.script}`]);

  // The HTML the server renders for crawlers (title, description, Open Graph) holds the title escaped.
  const html = await (await request.get(`/traincard/${course.id}`)).text();
  expect(html).not.toContain('<img src=x');
  expect(html).not.toContain('<script>alert');
  expect(html).toContain(`<title>Course &lt;img src=x onerror=alert(1)&gt; ${stamp} · Skillpath</title>`);
  expect(html.match(/<script/g)?.length).toBe(1);

  const summary = `xss: ${payloadsStored.size} payloads × ${pagesVisited} pages, ${dialogs} dialogs`;
  console.log(summary);
  const dir = process.env.SKILLPATH_SUMMARY_DIR;
  if (dir) {
    mkdirSync(dir, { recursive: true });
    appendFileSync(path.join(dir, 'xss.txt'), `${summary}\n`);
  }
  expect(dialogs).toBe(0);
});
