import { type APIRequestContext, expect } from '@playwright/test';
import { assessmentPaths } from '@skillpath/contract';
import { type Account, bearer } from './api';

/** Letters only, unique within the run (domain names must be unique). */
export const uniqueWord = () =>
  Array.from(`${Date.now()}${Math.floor(Math.random() * 1000)}`)
    .map((digit) => String.fromCharCode(97 + Number(digit)))
    .join('');

/**
 * A domain of its own (the demo domains are shared with other journeys): one question per section,
 * `question(kind)`, whose correct option is B.
 */
export async function createOneQuestionDomain(
  request: APIRequestContext,
  admin: Account,
  name: string,
  question: (kind: 'aptitude' | 'domain') => string,
): Promise<{ id: number }> {
  const domain = await (
    await request.post(assessmentPaths.createDomain, { headers: bearer(admin), multipart: { name } })
  ).json();
  for (const kind of ['aptitude', 'domain'] as const) {
    const category = await (
      await request.post(assessmentPaths.createCategory, {
        headers: bearer(admin),
        data: { name: `${kind} questions`, domain_id: domain.id, kind },
      })
    ).json();
    const added = await request.post(assessmentPaths.addMcq, {
      headers: bearer(admin),
      data: {
        domain: domain.id,
        category: category.id,
        question: question(kind),
        options: { A: 'Alpha', B: 'Bravo', C: 'Charlie', D: 'Delta' },
        correct_answer: 'B',
      },
    });
    expect(added.status()).toBe(201);
  }
  return domain;
}
