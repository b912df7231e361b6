import type { MediaStore } from '../../lib/media-store';
import type { Executor } from '../database';
import { categories, domains, mcqs } from '../schema';
import { renderCover } from './images';
import { type DemoQuestion, demoDomains } from './question-bank';

const toRows = (categoryId: number, questions: DemoQuestion[]) =>
  questions.map((q) => ({ categoryId, question: q.question, options: q.options, correctAnswer: q.correct }));

/** The demo domains' cover pictures, stored before the bank's transaction opens. */
export function storeDomainImages(media: MediaStore, coverIndex: number): Promise<string[]> {
  return Promise.all(
    demoDomains.map(async (d, i) => media.put('domains', await renderCover(d.name, coverIndex + i), 'webp')),
  );
}

/** The demo question bank: Python (1), Java (2), Web Development (3), Data Science (4). */
export async function seedQuestionBank(tx: Executor, images: string[]): Promise<void> {
  const inserted = await tx
    .insert(domains)
    .values(
      demoDomains.map((d, i) => ({
        name: d.name,
        description: d.description,
        image: images[i]!,
        published: true,
      })),
    )
    .returning({ id: domains.id });
  for (const [i, demo] of demoDomains.entries()) {
    const [aptitude, domain] = await tx
      .insert(categories)
      .values([
        { domainId: inserted[i]!.id, name: 'Aptitude', kind: 'aptitude' as const },
        { domainId: inserted[i]!.id, name: demo.name, kind: 'domain' as const },
      ])
      .returning({ id: categories.id });
    await tx
      .insert(mcqs)
      .values([...toRows(aptitude!.id, demo.aptitude), ...toRows(domain!.id, demo.domain)]);
  }
}
