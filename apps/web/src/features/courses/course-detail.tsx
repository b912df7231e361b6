import { Container, Grid, Stack } from '@mantine/core';
import type { Course } from '@skillpath/contract';
import { usePageTitle } from '../../lib/use-page-title';
import { CourseActions } from './course-actions';
import { CourseOpportunities, TopHiringCompanies } from './course-careers';
import { CourseCurriculum } from './course-curriculum';
import { CourseHero } from './course-hero';
import { CourseOverview } from './course-overview';
import { CourseTrainer } from './course-trainer';

/** Every part of spec 000 §2 Course detail, once the course is loaded. */
export function CourseDetail({ course }: { course: Course }) {
  usePageTitle(course.course_title);
  return (
    <>
      <CourseHero course={course} actions={<CourseActions course={course} />} />
      <Container size="lg" py={{ base: 'xl', md: 48 }}>
        <Grid gap={{ base: 40, md: 48 }}>
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={40}>
              <CourseOverview course={course} />
              <CourseCurriculum syllabus={course.syllabus} />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="lg">
              <CourseOpportunities opportunities={course.course_opportunities} />
              <CourseTrainer course={course} />
              <TopHiringCompanies companies={course.course_top_com} />
            </Stack>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
