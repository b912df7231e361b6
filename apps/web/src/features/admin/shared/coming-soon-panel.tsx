import { Badge, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconClock } from '@tabler/icons-react';

/** A screen whose server side is not built yet: says so plainly instead of showing a dead form. */
export function ComingSoonPanel({ message }: { message: string }) {
  return (
    <Paper withBorder radius="lg" p="xl">
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={48} radius="xl" variant="light" aria-hidden="true">
          <IconClock />
        </ThemeIcon>
        <Badge variant="outline">Coming soon</Badge>
        <Text maw={520}>{message}</Text>
      </Stack>
    </Paper>
  );
}
