import { Card, SimpleGrid, Text } from '@mantine/core';
import classes from './employers.module.css';

export interface Step {
  title: string;
  text: string;
}

/** Numbered steps of the hiring process, as an ordered list of cards. */
export function StepList({ steps }: { steps: readonly Step[] }) {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, md: 4 }}
      spacing="lg"
      p={0}
      m={0}
      style={{ listStyle: 'none' }}
    >
      {steps.map((step, index) => (
        <Card component="li" key={step.title} withBorder padding="lg" className={classes.step}>
          <span className={classes.stepNumber} aria-hidden>
            {index + 1}
          </span>
          <Text component="h3" fw={700} size="lg" mt="sm">
            {step.title}
          </Text>
          <Text size="sm" c="dimmed" mt={4}>
            {step.text}
          </Text>
        </Card>
      ))}
    </SimpleGrid>
  );
}
