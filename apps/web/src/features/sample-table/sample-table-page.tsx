import { Alert, ColorSwatch, Container, Group, Table, Text, Title } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { usePageTitle } from '../../lib/use-page-title';
import { SAMPLE_USERS, type SampleStatus } from './sample-users';

// The status is written out in the text colour; the swatch only adds a cue.
const statusColor: Record<SampleStatus, string> = {
  Active: 'var(--mantine-color-green-6)',
  Invited: 'var(--mantine-color-blue-6)',
  Suspended: 'var(--mantine-color-red-6)',
};
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });

/** /tabledata — a sample users table (static content, labelled so); it scrolls sideways on phones. */
export function SampleTablePage() {
  usePageTitle('Sample users');
  return (
    <Container size="lg" py="xl">
      <Title order={1}>Sample users</Title>
      <Alert
        color="gray"
        variant="light"
        icon={<IconInfoCircle aria-hidden />}
        title="Sample data"
        mt="md"
        mb="lg"
      >
        These rows are examples to show the table layout. They are not real accounts.
      </Alert>
      {/* A focusable region, so keyboard users can scroll it sideways too. */}
      <Table.ScrollContainer
        minWidth={640}
        type="native"
        tabIndex={0}
        role="region"
        aria-label="Sample users table"
      >
        <Table striped highlightOnHover withTableBorder verticalSpacing="sm">
          <Table.Caption>Sample data: {SAMPLE_USERS.length} example users</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Name</Table.Th>
              <Table.Th scope="col">Email</Table.Th>
              <Table.Th scope="col">Role</Table.Th>
              <Table.Th scope="col">Joined</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {SAMPLE_USERS.map((user) => (
              <Table.Tr key={user.id}>
                <Table.Th scope="row" fw={600}>
                  {user.name}
                </Table.Th>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>{user.email}</Table.Td>
                <Table.Td>{user.role}</Table.Td>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  <time dateTime={user.joined}>{dateFormat.format(new Date(`${user.joined}T00:00:00`))}</time>
                </Table.Td>
                <Table.Td>
                  <Group gap={6} wrap="nowrap">
                    <ColorSwatch color={statusColor[user.status]} size={10} withShadow={false} aria-hidden />
                    {user.status}
                  </Group>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      <Text size="sm" c="dimmed" mt="sm">
        On a narrow screen, scroll the table sideways to see every column.
      </Text>
    </Container>
  );
}
