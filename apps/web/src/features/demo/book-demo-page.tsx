import { Box, Container, List, Paper, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCheck } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { CourseChoice } from '../../components/demo-booking/course-select';
import { DemoBookingForm } from '../../components/demo-booking/demo-booking-form';
import { catalogueQueries } from '../../lib/catalogue';
import { usePageTitle } from '../../lib/use-page-title';

const promises = [
  'A live session with one of our trainers',
  'A look at the curriculum and the projects you will build',
  'Answers about batches, fees and placement support',
];

/** /bookafreedemo: the demo form with the course picked from the catalogue (spec 000 §2). */
export function BookDemoPage() {
  usePageTitle('Book a Free Demo');
  const courses = useQuery(catalogueQueries.courses());
  const courseChoice: CourseChoice = {
    titles: courses.data?.map((course) => course.course_title) ?? [],
    status: courses.status,
    onRetry: () => void courses.refetch(),
  };

  return (
    <Box bg="gray.0" py={{ base: 'xl', md: 64 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 'xl', md: 48 }}>
          <Stack gap="md">
            <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
              Book a Free Demo
            </Title>
            <Text size="lg">
              See how we teach before you join. Choose a course and a time slot, and we will confirm your demo
              by e-mail.
            </Text>
            <List
              spacing="sm"
              icon={
                <ThemeIcon size={24} radius="xl" aria-hidden>
                  <IconCheck size={16} />
                </ThemeIcon>
              }
            >
              {promises.map((promise) => (
                <List.Item key={promise}>{promise}</List.Item>
              ))}
            </List>
          </Stack>
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <DemoBookingForm courseChoice={courseChoice} />
          </Paper>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
