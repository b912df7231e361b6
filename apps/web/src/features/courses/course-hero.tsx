import {
  Anchor,
  Badge,
  Box,
  Container,
  Grid,
  Group,
  Image,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { type Course, formatListedFee } from '@skillpath/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './course-page.module.css';

interface CourseHeroProps {
  course: Course;
  /** Apply Now, Book a Free Demo and what they open, under the description. */
  actions: ReactNode;
}

/** The top of the course page: title, description, image and the calls to action. */
export function CourseHero({ course, actions }: CourseHeroProps) {
  return (
    <Box className={classes.hero}>
      <Container size="lg" py={{ base: 'xl', md: 48 }}>
        <Grid gap={{ base: 'xl', md: 48 }}>
          <Grid.Col span={{ base: 12, md: 7 }}>
            <Stack gap="md" align="flex-start">
              <Anchor component={Link} to={paths.training} size="sm" fw={500}>
                <Group gap={4} component="span">
                  <IconArrowLeft size={16} aria-hidden />
                  All courses
                </Group>
              </Anchor>
              <Group gap="xs">
                <Badge variant="light">{course.course_mode}</Badge>
                <Badge variant="light" color="gray">
                  {course.course_duration} hours
                </Badge>
              </Group>
              <Title order={1} fz={{ base: 30, sm: 40 }} lh={1.2}>
                {course.course_title}
              </Title>
              <Text size="lg">{course.course_description}</Text>
              <Text fz={28} fw={800} lh={1}>
                <VisuallyHidden>Fee: </VisuallyHidden>
                {formatListedFee(course.course_fee)}
              </Text>
              {actions}
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 5 }}>
            {course.course_image && (
              <Image
                src={course.course_image}
                alt={`Cover of the ${course.course_title} course`}
                radius="lg"
                fit="cover"
                className={classes.cover}
              />
            )}
          </Grid.Col>
        </Grid>
      </Container>
    </Box>
  );
}
