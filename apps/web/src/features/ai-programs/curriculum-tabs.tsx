import { Badge, List, Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import { aiCurricula } from './ai-curriculum';
import classes from './curriculum-tabs.module.css';

/** Spec 001 §2: 'Future-Ready Learning Path', one tab per course, Machine Learning Mastery first. */
export function CurriculumTabs() {
  const [first] = aiCurricula;
  return (
    <Tabs defaultValue={first?.slug} variant="pills" radius="xl" classNames={{ tab: classes.tab }}>
      <Tabs.List className={classes.list} aria-label="Learning paths">
        {aiCurricula.map(({ slug, course }) => (
          <Tabs.Tab key={slug} value={slug}>
            {course}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {aiCurricula.map(({ slug, weeks }) => (
        <Tabs.Panel key={slug} value={slug} pt="lg">
          <Text c="dimmed" mb="md">
            {weeks.length} weeks, one focus a week.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {weeks.map(({ week, title, topics }) => (
              <Paper key={week} withBorder radius="md" p="md">
                <Badge variant="light" className={classes.week}>
                  Week {week}
                </Badge>
                <Title order={3} size="h5" mt="xs">
                  {title}
                </Title>
                <List size="sm" mt={6} spacing={2} c="dimmed">
                  {topics.map((topic) => (
                    <List.Item key={topic}>{topic}</List.Item>
                  ))}
                </List>
              </Paper>
            ))}
          </SimpleGrid>
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
