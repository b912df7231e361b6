import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { examRoutes, routeUrl, testBankRoutes } from '@skillpath/contract';
import { type Account, bearer, signInAdmin } from './api';
import { uniqueWord } from './people';

const resumePdf = {
  name: 'resume.pdf',
  mimeType: 'application/pdf',
  buffer: Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n'),
};

/** The assessment form of a chosen domain, filled in. */
export async function fillAssessmentForm(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Assessment Form' });
  await dialog.getByLabel(/^Username/).fill('Asha Rao');
  await dialog.getByLabel(/^Phone number/).fill('9876543210');
  await dialog.getByLabel('Resume file').setInputFiles(resumePdf);
  return dialog;
}

/** Starts a section as a person does: its Start button, then the confirmation's Start now. */
export async function startSection(page: Page, label: 'Aptitude' | 'Domain Questions') {
  await page.getByRole('button', { name: `Start ${label}` }).click();
  const dialog = page.getByRole('dialog', { name: `Start ${label}?` });
  await dialog.getByRole('button', { name: 'Start now' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * Save & Finish at a section's last question, then in the end dialog either the way on without
 * submitting (Continue to Domain Questions, or Go to Summary) or Submit <section>.
 */
export async function finishSection(
  page: Page,
  label: 'Aptitude' | 'Domain Questions',
  choice: 'go on' | 'submit' = 'go on',
) {
  await page.getByRole('button', { name: 'Save & Finish' }).click();
  const dialog = page.getByRole('dialog', { name: `End of ${label}` });
  await expect(dialog.getByText(`That was the last question of ${label}.`)).toBeVisible();
  const on = label === 'Aptitude' ? 'Continue to Domain Questions' : 'Go to Summary';
  await dialog.getByRole('button', { name: choice === 'submit' ? `Submit ${label}` : on }).click();
  await expect(dialog).toBeHidden();
}

/** Submit Test, then the confirmation's own Submit Test. */
export async function submitTest(page: Page) {
  await page.getByRole('button', { name: 'Submit Test' }).click();
  const dialog = page.getByRole('dialog', { name: 'Submit the test?' });
  await dialog.getByRole('button', { name: 'Submit Test' }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A domain of the journey's own (the demo domains are shared with other journeys): `questions` per
 * section, each with the correct option B, and `minutes` per section.
 */
export async function examDomain(
  request: APIRequestContext,
  { questions = 3, minutes = 25, published = true } = {},
) {
  const admin = await signInAdmin(request);
  const name = `Exam ${uniqueWord()}`;
  const domain = await (
    await request.post(routeUrl(testBankRoutes.createDomain), { headers: bearer(admin), multipart: { name } })
  ).json();
  for (const kind of ['aptitude', 'domain'] as const) {
    const category = await (
      await request.post(routeUrl(testBankRoutes.createCategory), {
        headers: bearer(admin),
        data: { name: `${kind} questions`, domain_id: domain.id, kind },
      })
    ).json();
    for (let n = 1; n <= questions; n++) {
      const added = await request.post(routeUrl(testBankRoutes.addMcq), {
        headers: bearer(admin),
        data: {
          domain: domain.id,
          category: category.id,
          question: `${kind} question ${n}?`,
          options: { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta' },
          correct_answer: 'B',
        },
      });
      expect(added.status()).toBe(201);
    }
  }
  // Published (unless asked for a draft) once its bank holds what each section draws.
  const settings = await request.put(routeUrl(testBankRoutes.domainSettings, { id: domain.id }), {
    headers: bearer(admin),
    data: {
      aptitude_questions: questions,
      domain_questions: questions,
      minutes_per_section: minutes,
      published,
    },
  });
  expect(settings.status(), await settings.text()).toBe(200);
  return { id: domain.id as number, name };
}

/** Where the learner stands with each section, by the API. */
export async function attemptsOf(request: APIRequestContext, learner: Account, domainId: number) {
  const res = await request.get(routeUrl(examRoutes.attempts, { id: domainId }), {
    headers: bearer(learner),
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as {
    sections: { section: string; attempts_used: number; open_session_id: number | null }[];
  };
  return Object.fromEntries(body.sections.map((s) => [s.section, s]));
}
