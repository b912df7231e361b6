import { Accordion, Text } from '@mantine/core';
import { parseFaqs } from './internship-faqs';

/** The internship's FAQs: questions with answers fold open; anything else is shown as written. */
export function FaqList({ text }: { text: string }) {
  const faqs = parseFaqs(text);
  const answered = faqs.filter((faq) => faq.answer !== '');
  const unanswered = faqs.filter((faq) => faq.answer === '');
  return (
    <>
      {answered.length > 0 && (
        // order={3}: each question is a heading under the section's h2.
        <Accordion variant="separated" order={3}>
          {answered.map((faq) => (
            <Accordion.Item key={faq.question} value={faq.question}>
              <Accordion.Control>{faq.question}</Accordion.Control>
              <Accordion.Panel>{faq.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
      {unanswered.map((faq) => (
        <Text key={faq.question} mt="sm">
          {faq.question}
        </Text>
      ))}
    </>
  );
}
