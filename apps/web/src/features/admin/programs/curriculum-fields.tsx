import { ActionIcon, Button, Group, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { newWeek, type ProgramFormValues } from './program-form-values';

/** The weekly curriculum of the program form: a title and its topics per week, weeks added and removed. */
export function CurriculumFields({ form }: { form: UseFormReturnType<ProgramFormValues> }) {
  const weeks = form.getValues().curriculum;
  return (
    <Stack gap="sm" component="fieldset" m={0} p={0} style={{ border: 0 }}>
      <Text component="legend" fw={600} size="sm" mb="xs">
        Curriculum ({weeks.length} {weeks.length === 1 ? 'week' : 'weeks'})
      </Text>
      {weeks.map((week, index) => (
        <Paper key={week.key} withBorder radius="md" p="sm">
          <Group justify="space-between" mb={6}>
            <Text size="sm" fw={600}>
              Week {index + 1}
            </Text>
            <ActionIcon
              variant="subtle"
              color="red"
              aria-label={`Remove week ${index + 1}`}
              onClick={() => form.removeListItem('curriculum', index)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Group>
          <Stack gap="xs">
            <TextInput
              label={`Week ${index + 1} title`}
              required
              {...form.getInputProps(`curriculum.${index}.title`)}
            />
            <Textarea
              label={`Week ${index + 1} topics`}
              description="One topic a line"
              required
              autosize
              minRows={2}
              {...form.getInputProps(`curriculum.${index}.topics`)}
            />
          </Stack>
        </Paper>
      ))}
      <Group>
        <Button
          variant="light"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => form.insertListItem('curriculum', newWeek())}
        >
          Add week
        </Button>
      </Group>
    </Stack>
  );
}
