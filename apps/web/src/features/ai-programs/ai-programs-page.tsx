import { Box, Button, Container, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { catalogueMessages } from '@skillpath/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { catalogueQueries } from '../../lib/catalogue';
import { usePageTitle } from '../../lib/use-page-title';
import { AiCourseCard } from './ai-course-card';
import classes from './ai-programs-page.module.css';
import { CurriculumTabs } from './curriculum-tabs';

const grid = { cols: { base: 1, sm: 2, md: 3 }, spacing: 'lg' } as const;

/** The AI learning paths page (/aiuserpage): the programs an admin keeps, with prices. */
export function AiProgramsPage() {
  usePageTitle('Smart AI Learning Paths');
  const programs = useQuery(catalogueQueries.programs());

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
        {programs.isPending && (
          <SimpleGrid {...grid} aria-hidden="true">
            {[1, 2, 3].map((key) => (
              <Skeleton key={key} h={420} radius="lg" />
            ))}
          </SimpleGrid>
        )}
        {programs.isError && (
          <Stack align="center" gap="sm" py="xl" role="alert">
            <Text fw={600}>{catalogueMessages.programsFailed}</Text>
            <Button
              variant="outline"
              leftSection={<IconRefresh size={16} aria-hidden="true" />}
              onClick={() => programs.refetch()}
              loading={programs.isFetching}
            >
              Retry
            </Button>
          </Stack>
        )}
        {programs.isSuccess && (
          <SimpleGrid {...grid}>
            {programs.data.map((program, index) => (
              <AiCourseCard key={program.id} program={program} index={index} />
            ))}
          </SimpleGrid>
        )}
      </Container>

      {programs.isSuccess && programs.data.length > 0 && (
        <Box component="section" aria-labelledby="curriculum-title" className={classes.curriculum}>
          <Container size="lg">
            <Title order={2} id="curriculum-title">
              Future-Ready Learning Path
            </Title>
            <Text c="dimmed" mt="xs" mb="lg" maw={640}>
              A week-by-week plan for each program, from the foundations to a capstone project.
            </Text>
            <CurriculumTabs programs={programs.data} />
          </Container>
        </Box>
      )}
    </>
  );
}
