import { Button, Group, List, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { assessmentMessages as m } from '@skillpath/contract';
import { IconPlayerPlay } from '@tabler/icons-react';

interface StartSectionProps {
  label: string;
  /** Questions drawn and minutes on the clock (the domain's settings); unknown while loading. */
  questions: number | undefined;
  minutes: number | undefined;
  /** Whether the review after submitting shows the correct options (the domain's setting). */
  showsKey: boolean | undefined;
  onStart: () => void;
}

const minutesText = (minutes: number | undefined) =>
  minutes === undefined ? 'a set time' : `${minutes} minute${minutes === 1 ? '' : 's'}`;

/**
 * A section not started yet: what it holds, what the review will show, and a start the person
 * confirms, because its clock then runs without a pause (opening the tab alone never starts it).
 */
export function StartSection({ label, questions, minutes, showsKey, onStart }: StartSectionProps) {
  const [opened, { open, close }] = useDisclosure(false);
  const length = minutesText(minutes);
  // Unknown while the settings load: the default, the key kept back.
  const reviewRule = showsKey ? m.reviewRuleShown : m.reviewRuleHidden;
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="md" align="flex-start">
        <Title order={2} size="h3">
          {label}
        </Title>
        <Text>
          {questions === undefined ? 'A set of questions' : `${questions} questions`}, {length}. The clock
          starts when you start the section.
        </Text>
        <Text size="sm" c="dimmed">
          {reviewRule}
        </Text>
        <Button leftSection={<IconPlayerPlay size={16} aria-hidden="true" />} onClick={open}>
          Start {label}
        </Button>
      </Stack>
      <Modal opened={opened} onClose={close} title={`Start ${label}?`} centered>
        <Stack gap="md">
          <Text>You will have {length} for this section.</Text>
          <List size="sm" spacing={4}>
            <List.Item>The clock starts now and does not stop, even if you leave the page.</List.Item>
            <List.Item>When the time is over, your answers are submitted.</List.Item>
            <List.Item>{reviewRule}</List.Item>
          </List>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Not yet
            </Button>
            <Button
              data-autofocus
              onClick={() => {
                close();
                onStart();
              }}
            >
              Start now
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Paper>
  );
}
