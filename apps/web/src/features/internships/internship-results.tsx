import {
  Button,
  Center,
  EmptyState,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import type { Internship } from '@skillpath/contract';
import { IconSearchOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import { InternshipCard } from './internship-card';
import { internshipListMessages, loadErrorMessage } from './internship-messages';
import { LoadError } from './load-error';

interface InternshipResultsProps {
  query: UseQueryResult<Internship[]>;
  shown: Internship[];
  total: number;
  filtered: boolean;
  onClearFilters: () => void;
}

/** The list's body: loading, failed, nothing to show, or the matching cards with their count. */
export function InternshipResults({ query, shown, total, filtered, onClearFilters }: InternshipResultsProps) {
  if (query.isPending) {
    return (
      <Center py={64}>
        <Stack align="center" gap="xs" role="status">
          <Loader aria-hidden />
          <Text c="dimmed">{internshipListMessages.loading}</Text>
        </Stack>
      </Center>
    );
  }
  if (query.isError) {
    return (
      <LoadError
        message={loadErrorMessage(query.error, internshipListMessages.failed)}
        onRetry={() => query.refetch()}
        retrying={query.isFetching}
      />
    );
  }

  return (
    <section aria-labelledby="internship-results-title">
      <VisuallyHidden>
        <Title order={2} id="internship-results-title">
          Results
        </Title>
      </VisuallyHidden>
      {/* Announced after every change of the filters, so a screen reader hears what they did. */}
      <Text size="sm" c="dimmed" role="status" mb="sm">
        Showing {shown.length} of {total} {total === 1 ? 'internship' : 'internships'}
      </Text>
      {shown.length === 0 ? (
        <EmptyState py="xl" icon={<IconSearchOff aria-hidden />}>
          <EmptyState.Title order={3}>
            {filtered ? internshipListMessages.noMatch : internshipListMessages.none}
          </EmptyState.Title>
          {filtered && (
            <>
              <EmptyState.Description>{internshipListMessages.noMatchHint}</EmptyState.Description>
              <EmptyState.Actions>
                <Button onClick={onClearFilters}>Clear all filters</Button>
              </EmptyState.Actions>
            </>
          )}
        </EmptyState>
      ) : (
        // Columns follow the width left beside the filters, not the window's.
        <SimpleGrid type="container" cols={{ base: 1, '520px': 2, '800px': 3 }} spacing="lg">
          {shown.map((internship, index) => (
            // A phone shows one card above the fold, a wide screen a row of up to three.
            <InternshipCard key={internship.id} internship={internship} first={index < 3} />
          ))}
        </SimpleGrid>
      )}
    </section>
  );
}
