import { describe, expect, it } from 'vitest';
import { parseFaqs } from './internship-faqs';

describe('FAQ text', () => {
  it("splits pairs on ' | ' and each question at its first '? '", () => {
    expect(
      parseFaqs(
        'Is there a stipend? Top performers get one. Ask? Yes. | Will I get a certificate? Yes, on completion.',
      ),
    ).toEqual([
      { question: 'Is there a stipend?', answer: 'Top performers get one. Ask? Yes.' },
      { question: 'Will I get a certificate?', answer: 'Yes, on completion.' },
    ]);
  });

  it('keeps text of another shape as a question without an answer', () => {
    expect(parseFaqs('Contact the coordinator for details.')).toEqual([
      { question: 'Contact the coordinator for details.', answer: '' },
    ]);
  });

  it('drops empty pairs', () => {
    expect(parseFaqs(' | |')).toEqual([]);
  });
});
