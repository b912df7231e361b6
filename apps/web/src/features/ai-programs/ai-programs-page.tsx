import { Box, Container, SimpleGrid, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { AiCourseCard } from './ai-course-card';
import { aiCourses } from './ai-courses';
import classes from './ai-programs-page.module.css';
import { ComingSoonDialog } from './coming-soon-dialog';
import { CurriculumTabs } from './curriculum-tabs';

/** Spec 001 §2 Learner AI learning paths page (/aiuserpage): static content, no calls. */
export function AiProgramsPage() {
  usePageTitle('Smart AI Learning Paths');
  const [comingSoon, setComingSoon] = useState(false);

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
            Smart AI Learning Paths
          </Title>
          <Text size="lg" mt="md" maw={640} className={classes.lead}>
            Job-ready programs in machine learning, generative AI and cloud AI, built around projects and
            mentored by practitioners.
          </Text>
        </Container>
      </Box>

      <Container size="lg" className={classes.cards}>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="lg">
          {aiCourses.map((course, index) => (
            <AiCourseCard
              key={course.id}
              course={course}
              index={index}
              onEnroll={() => setComingSoon(true)}
            />
          ))}
        </SimpleGrid>
      </Container>

      <Box component="section" aria-labelledby="curriculum-title" className={classes.curriculum}>
        <Container size="lg">
          <Title order={2} id="curriculum-title">
            Future-Ready Learning Path
          </Title>
          <Text c="dimmed" mt="xs" mb="lg" maw={640}>
            A week-by-week plan for each program, from the foundations to a capstone project.
          </Text>
          <CurriculumTabs />
        </Container>
      </Box>

      <ComingSoonDialog opened={comingSoon} onClose={() => setComingSoon(false)} />
    </>
  );
}
