import { Accordion, Box, Container, Title } from '@mantine/core';
import classes from './employers.module.css';
import { HIRE_FAQ } from './hire-content';

/** Spec 001 §2 Hire page FAQ as an accordion. */
export function HireFaq() {
  return (
    <Box component="section" aria-labelledby="faq-title" className={classes.section}>
      <Container size="md">
        <Title order={2} id="faq-title" mb="lg">
          Frequently asked questions
        </Title>
        {/* order={3}: each question is a heading under the section's h2. Values are plain keys, as Mantine
            builds the aria-controls ids from them (a question with spaces would make an invalid id). */}
        <Accordion variant="separated" chevronPosition="right" order={3}>
          {HIRE_FAQ.map((item, index) => (
            <Accordion.Item key={item.question} value={`faq-${index}`}>
              <Accordion.Control>{item.question}</Accordion.Control>
              <Accordion.Panel>{item.answer}</Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      </Container>
    </Box>
  );
}
