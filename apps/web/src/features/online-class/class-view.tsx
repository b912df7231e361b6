import { Anchor, Box, Center, Container, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { catalogueMessages, learningErrorCodes, learningMessages } from '@skillpath/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { generatePath, Link } from 'react-router';
import { CourseProgress } from '../../components/learner-account/course-progress';
import { isRetriable } from '../../components/learner-account/learner-errors';
import { PageError } from '../../components/learner-account/page-error';
import { LoadError } from '../../components/load-error';
import { ApiRequestError } from '../../lib/api';
import { catalogueQueries } from '../../lib/catalogue';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { ChatWindow } from './chat-window';
import { CourseFacts } from './course-facts';
import { CourseOverview } from './course-overview';
import { currentLesson, nextLesson } from './current-lesson';
import { InfoCard } from './info-card';
import { LessonList } from './lesson-list';
import { LessonPlayer } from './lesson-player';
import { NotEnrolled } from './not-enrolled';
import { lessonsQuery, usePlaybackReportMutation } from './online-class-api';
import { RelatedCoursesCard } from './related-courses-card';

interface ClassViewProps {
  courseId: number;
  userId: string;
}

/** The online class of one enrolled course: progress, player, lessons, and what the course is about. */
export function ClassView({ courseId, userId }: ClassViewProps) {
  const lessons = useQuery(lessonsQuery(courseId));
  const course = useQuery(catalogueQueries.course(courseId));
  const playbackReport = usePlaybackReportMutation(courseId, userId);
  const [chosenId, setChosenId] = useState<number | null>(null);
  usePageTitle(lessons.data ? `${lessons.data.course_title} · Online class` : 'Online class');

  if (lessons.isPending)
    return (
      <Center py={96}>
        <Loader role="status" aria-label="Loading the online class" />
      </Center>
    );
  if (lessons.isError) {
    const error = lessons.error;
    if (error instanceof ApiRequestError && error.code === learningErrorCodes.notEnrolled)
      return <NotEnrolled courseId={courseId} message={error.detail ?? learningMessages.notEnrolled} />;
    if (error instanceof ApiRequestError && error.code === learningErrorCodes.courseNotFound)
      return <PageError title="Online class" message={catalogueMessages.courseNotFound} />;
    return (
      <PageError
        title="Online class"
        message={learningMessages.loadFailed}
        onRetry={isRetriable(error) ? () => void lessons.refetch() : undefined}
        retrying={lessons.isFetching}
      />
    );
  }

  const data = lessons.data;
  const lesson = currentLesson(data.lessons, chosenId);
  const choose = (id: number) => {
    playbackReport.reset();
    setChosenId(id);
  };

  return (
    <Box bg="gray.0" py={{ base: 'lg', sm: 'xl' }}>
      <Container size="lg">
        <Stack gap={4} mb="lg">
          <Anchor
            component={Link}
            to={`${generatePath(paths.userDashboard, { id: userId })}?tab=courses`}
            size="sm"
          >
            <Group gap={4} component="span">
              <IconArrowLeft size={14} aria-hidden="true" />
              My courses
            </Group>
          </Anchor>
          <Title order={1}>{data.course_title}</Title>
          <Text c="dimmed">Online class</Text>
        </Stack>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <InfoCard title="Your progress">
                <CourseProgress progress={data} label={data.course_title} size="lg" />
              </InfoCard>
              {lesson ? (
                <LessonPlayer
                  key={lesson.id}
                  lesson={lesson}
                  onReport={(playing, position) => {
                    // Stay on this lesson: once it is watched, "first unwatched" would jump to the next.
                    setChosenId(playing.id);
                    playbackReport.mutate({ lessonId: playing.id, position });
                  }}
                  next={nextLesson(data.lessons, lesson)}
                  onNext={(next) => choose(next.id)}
                  saving={playbackReport.isPending}
                  saveFailed={playbackReport.isError}
                />
              ) : (
                <InfoCard title="Video">
                  <Text c="dimmed">Lessons for this course are being prepared.</Text>
                </InfoCard>
              )}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <LessonList lessons={data.lessons} currentId={lesson?.id} onSelect={(l) => choose(l.id)} />
          </Grid.Col>
          {course.isPending ? (
            <Grid.Col span={12}>
              <Center py="md">
                <Loader size="sm" role="status" aria-label="Loading course details" />
              </Center>
            </Grid.Col>
          ) : course.isError ? (
            <Grid.Col span={12}>
              <LoadError
                message="The course details could not be loaded."
                onRetry={() => void course.refetch()}
                retrying={course.isFetching}
              />
            </Grid.Col>
          ) : (
            <>
              <Grid.Col span={{ base: 12, md: 8 }}>
                <CourseOverview course={course.data} />
              </Grid.Col>
              <Grid.Col span={{ base: 12, md: 4 }}>
                <Stack gap="lg">
                  <CourseFacts course={course.data} />
                  <RelatedCoursesCard course={course.data} />
                </Stack>
              </Grid.Col>
            </>
          )}
        </Grid>
      </Container>
      <ChatWindow instructor={course.data?.course_trainer ?? ''} courseTitle={data.course_title} />
    </Box>
  );
}
