export interface Faq {
  question: string;
  /** Empty when the text held a question with no answer after it. */
  answer: string;
}

/**
 * internship_faqs is free text. The institute writes it as "Question? Answer. | Question? Answer.":
 * pairs separated by ' | ', each question ending at its first '? '. A pair without '? ' becomes a
 * question with no answer, so text in another shape is still shown rather than lost.
 */
export function parseFaqs(text: string): Faq[] {
  return text
    .split('|')
    .map((pair) => pair.trim())
    .filter((pair) => pair !== '')
    .map((pair) => {
      const end = pair.indexOf('? ');
      if (end === -1) return { question: pair, answer: '' };
      return { question: pair.slice(0, end + 1).trim(), answer: pair.slice(end + 2).trim() };
    });
}
