import { Badge, List, Paper, SimpleGrid, Tabs, Text, Title } from '@mantine/core';
import type { Program } from '@skillpath/contract';
import classes from './curriculum-tabs.module.css';

/** Tab values: Mantine builds element ids from them, so they hold no spaces. */
const tabOf = (program: Program) => `program-${program.id}`;

/** 'Future-Ready Learning Path': one tab per program in page order, the first selected. */
export function CurriculumTabs({ programs }: { programs: Program[] }) {
  const [first] = programs;
  if (!first) return null;
  return (
    <Tabs defaultValue={tabOf(first)} variant="pills" radius="xl" classNames={{ tab: classes.tab }}>
      <Tabs.List className={classes.list} aria-label="Learning paths">
        {programs.map((program) => (
          <Tabs.Tab key={program.id} value={tabOf(program)}>
            {program.title}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {programs.map((program) => (
        <Tabs.Panel key={program.id} value={tabOf(program)} pt="lg">
          <Text c="dimmed" mb="md">
            {program.curriculum.length} weeks, one focus a week.
          </Text>
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {program.curriculum.map(({ title, topics }, index) => (
              // Weeks are in order; a week's place is its number.
              // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed for a render and has no ids
              <Paper key={index} withBorder radius="md" p="md">
                <Badge variant="light" className={classes.week}>
                  Week {index + 1}
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
