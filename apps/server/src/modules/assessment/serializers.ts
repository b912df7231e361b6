import type { Category, Domain, Mcq } from '@skillpath/contract';
import type { BankRow, CategoryRow, DomainRow, McqRow } from './bank-queries';

export const toDomain = (row: DomainRow, bank: BankRow[]): Domain => ({
  id: row.id,
  name: row.name,
  description: row.description,
  image: row.image,
  aptitude_questions: row.aptitudeQuestions,
  domain_questions: row.domainQuestions,
  minutes_per_section: row.minutesPerSection,
  attempts_per_section: row.attemptsPerSection,
  hours_between_attempts: row.hoursBetweenAttempts,
  counted_score: row.countedScore,
  show_correct_answers: row.showCorrectAnswers,
  published: row.published,
  bank: bank
    .filter((c) => c.domainId === row.id)
    .map((c) => ({ id: c.id, name: c.name, kind: c.kind, questions: c.questions })),
});

export const toCategory = (row: CategoryRow): Category => ({
  id: row.id,
  name: row.name,
  domain_id: row.domainId,
  kind: row.kind,
});

/** The correct answer is only for admins (DESIGN §7). */
export const toMcq = (row: McqRow, domainId: number, withAnswer: boolean): Mcq => ({
  id: row.id,
  category: row.categoryId,
  domain: domainId,
  question: row.question,
  options: row.options,
  ...(withAnswer ? { correct_answer: row.correctAnswer } : {}),
});
