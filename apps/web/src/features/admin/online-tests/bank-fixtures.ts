import type { Domain } from '@skillpath/contract';

// Test data of the test bank's screens, shaped like the API's answers.

export function domain(id: number, fields: Partial<Domain> = {}): Domain {
  return {
    id,
    name: `Domain ${id}`,
    description: '',
    image: '',
    aptitude_questions: 10,
    domain_questions: 10,
    minutes_per_section: 25,
    attempts_per_section: 3,
    hours_between_attempts: 24,
    counted_score: 'best',
    show_correct_answers: false,
    published: false,
    bank: [],
    ...fields,
  };
}
