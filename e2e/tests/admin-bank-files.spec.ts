import { type Browser, expect, type Page, test } from '@playwright/test';
import { mcqTransferMessages as tm } from '@skillpath/contract';
import { type Account, bearer, signInAdmin, signUpLearner, useSessionOf } from '../support/api';
import { expectNoSeriousAxe } from '../support/axe';

// Issue 16: importing a question file with its preview, and the question statistics page.

const word = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

async function bankWithCategory(page: Page, admin: Account) {
  const domainName = `Files ${word()}`;
  const domain = await (
    await page.request.post('/v1/api/domains/create/', {
      headers: bearer(admin),
      multipart: { name: domainName },
    })
  ).json();
  const category = await (
    await page.request.post('/v1/api/categories/create/', {
      headers: bearer(admin),
      data: { name: `Basics ${word()}`, domain_id: domain.id, kind: 'domain' },
    })
  ).json();
  return {
    domain: domain as { id: number; name: string },
    category: category as { id: number; name: string },
  };
}

async function adminPage(browser: Browser, width: number) {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  const page = await context.newPage();
  const admin = await signInAdmin(page.request);
  await useSessionOf(context, admin);
  return { context, page, admin };
}

async function chooseOption(page: Page, combobox: string, option: string | RegExp) {
  await page.getByRole('combobox', { name: combobox }).click();
  await page.getByRole('option', { name: option }).click();
}

const giftFile = (broken: boolean) => ({
  name: 'python.gift.txt',
  mimeType: 'text/plain',
  buffer: Buffer.from(
    [
      '// Python basics',
      '::Lists:: Which literal makes a list? {',
      '  =[1, 2]',
      '  ~(1, 2)',
      '  ~\\{1\\: 2\\}',
      '  ~"12"',
      '}',
      '',
      broken ? 'Which is immutable? {=tuple ~list ~dict}' : 'Which is immutable? {=tuple ~list ~dict ~set}',
    ].join('\n'),
  ),
});

for (const width of [1280, 390]) {
  test(`an admin checks a GIFT file, sees its problems by line, then imports it (${width} px)`, async ({
    browser,
  }, info) => {
    test.slow();
    const { context, page, admin } = await adminPage(browser, width);
    const { domain, category } = await bankWithCategory(page, admin);

    await page.goto('/admindash/onlinetestadmin');
    await page.getByRole('tab', { name: 'Import / export' }).click();
    await chooseOption(page, 'Domain', domain.name);
    await chooseOption(page, 'Category', new RegExp(category.name));
    await chooseOption(page, 'Format', 'Moodle GIFT');
    await page.locator('input[type="file"]').setInputFiles(giftFile(true));
    await page.getByRole('button', { name: 'Check file' }).click();

    const preview = page.getByRole('region', { name: 'Import preview' });
    await expect(preview).toContainText('1 problem: nothing will be imported until the file is fixed.');
    await expect(preview.getByRole('list', { name: 'Problems by line' })).toContainText(
      `Line 9: ${tm.fourOptions(3)}`,
    );
    await expect(page.getByRole('button', { name: /^Import/ })).toBeDisabled();

    await page.locator('input[type="file"]').setInputFiles(giftFile(false));
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(preview).toContainText('Ready to import 2 new questions.');
    const table = preview.getByRole('region', { name: 'Questions in the file' });
    await expect(table).toContainText('Which literal makes a list?');
    await expect(table).toContainText('{1: 2}');
    await page.screenshot({ path: info.outputPath(`bank-import-preview-${width}.png`), fullPage: true });
    await expectNoSeriousAxe(page);

    await page.getByRole('button', { name: 'Import 2 questions' }).click();
    await expect(page.getByText(tm.imported(2))).toBeVisible();
    await expect(preview).toHaveCount(0);
    const stored = await (
      await page.request.get(`/v1/api/mcq-list/?domain=${domain.id}&category=${category.id}`, {
        headers: bearer(admin),
      })
    ).json();
    expect(stored.map((q: { question: string }) => q.question)).toEqual([
      'Which literal makes a list?',
      'Which is immutable?',
    ]);
    await context.close();
  });
}

/** A learner takes the domain's section, answering `choices` in the order the questions come. */
async function takeSection(page: Page, domainId: number, choices: (q: { question: string }) => string) {
  const learner = await signUpLearner(page.request, 'stats');
  const started = await page.request.post('/v1/api/start-test/', {
    headers: bearer(learner),
    data: { domain_id: domainId, section: 'domain' },
  });
  expect(started.status(), await started.text()).toBe(200);
  const session = await started.json();
  for (const q of session.questions) {
    await page.request.post('/v1/api/submit-answer/', {
      headers: bearer(learner),
      data: {
        test_session_id: session.test_session_id,
        test_question_id: q.test_question_id,
        selected_option: choices(q),
        status: 'answered',
      },
    });
  }
  await page.request.post('/v1/api/submit-test/', {
    headers: bearer(learner),
    data: { test_session_id: session.test_session_id },
  });
}

for (const width of [1280, 390]) {
  test(`the statistics page shows the score histogram and a sortable question table (${width} px)`, async ({
    browser,
  }, info) => {
    test.slow();
    const { context, page, admin } = await adminPage(browser, width);
    const { domain, category } = await bankWithCategory(page, admin);
    for (const [question, correct] of [
      ['Easy one?', 'A'],
      ['Hard one?', 'B'],
      ['Middle one?', 'C'],
    ] as const) {
      await page.request.post('/v1/api/add-mcq/', {
        headers: bearer(admin),
        data: {
          domain: domain.id,
          category: category.id,
          question,
          options: { A: 'one', B: 'two', C: 'three', D: 'four' },
          correct_answer: correct,
        },
      });
    }
    // Candidates see a domain once it is published, which needs an aptitude question too (never drawn
    // here: its figures are blank and sort last).
    const aptitude = await (
      await page.request.post('/v1/api/categories/create/', {
        headers: bearer(admin),
        data: { name: `Aptitude ${word()}`, domain_id: domain.id, kind: 'aptitude' },
      })
    ).json();
    await page.request.post('/v1/api/add-mcq/', {
      headers: bearer(admin),
      data: {
        domain: domain.id,
        category: aptitude.id,
        question: 'Warm-up?',
        options: { A: 'one', B: 'two', C: 'three', D: 'four' },
        correct_answer: 'A',
      },
    });
    const published = await page.request.put(`/v1/api/domains/${domain.id}/settings/`, {
      headers: bearer(admin),
      data: { aptitude_questions: 1, domain_questions: 3, minutes_per_section: 25, published: true },
    });
    expect(published.status(), await published.text()).toBe(200);
    // Everyone gets the easy one; the first learner also gets the middle one; nobody the hard one.
    await takeSection(page, domain.id, (q) => (q.question === 'Middle one?' ? 'C' : 'A'));
    await takeSection(page, domain.id, () => 'A');
    await takeSection(page, domain.id, (q) => (q.question === 'Easy one?' ? 'A' : 'D'));

    await page.goto('/admindash/onlinetestadmin');
    await page.getByRole('tab', { name: 'Statistics' }).click();
    await chooseOption(page, 'Domain', domain.name);
    await expect(page.getByText('Submitted sections')).toBeVisible();
    await expect(page.getByRole('figure')).toContainText(`Score distribution of ${domain.name}`);
    // A bar is drawn for every bucket that holds sessions.
    await expect(page.getByRole('figure').locator('.recharts-bar-rectangle path').first()).toBeVisible();
    await expect(page.getByText(/point-biserial correlation/)).toBeVisible();

    const table = page.getByRole('region', { name: 'Question statistics' });
    const firstQuestion = table.locator('tbody tr').first();
    await table.getByRole('button', { name: 'Facility' }).click();
    await expect(table.getByRole('columnheader', { name: 'Facility' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await expect(firstQuestion).toContainText('Hard one?');
    await expect(firstQuestion).toContainText('0.00');
    await table.getByRole('button', { name: 'Facility' }).click();
    await expect(table.getByRole('columnheader', { name: 'Facility' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
    await expect(firstQuestion).toContainText('Easy one?');
    await expect(firstQuestion).toContainText('1.00');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe(`question-statistics-${domain.id}.csv`);

    await page.screenshot({ path: info.outputPath(`bank-statistics-${width}.png`), fullPage: true });
    await expectNoSeriousAxe(page);
    await context.close();
  });
}
