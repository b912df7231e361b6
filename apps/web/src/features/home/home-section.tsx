import { Box, Container, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './home-page.module.css';

interface HomeSectionProps {
  /** The anchor the navbar scrolls to (spec 000 §2). */
  id: string;
  title: string;
  intro: string;
  children: ReactNode;
}

/** A titled band of the landing page, reachable by its anchor. */
export function HomeSection({ id, title, intro, children }: HomeSectionProps) {
  return (
    <Box component="section" id={id} className={classes.section} aria-labelledby={`${id}-title`}>
      <Container size="lg">
        <Title order={2} id={`${id}-title`} ta="center">
          {title}
        </Title>
        <Text c="dimmed" ta="center" mt="xs" mb="xl" maw={640} mx="auto">
          {intro}
        </Text>
        {children}
      </Container>
    </Box>
  );
}
