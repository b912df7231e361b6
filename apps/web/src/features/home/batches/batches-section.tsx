import { SimpleGrid, Skeleton, Text } from '@mantine/core';
import { catalogueMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../../components/load-error';
import { catalogueQueries } from '../../../lib/catalogue';
import { homeSections } from '../../../lib/paths';
import { HomeSection } from '../home-section';
import { BatchCard } from './batch-card';

const grid = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;

/** Spec 000 §2/§4: upcoming batches — loading, then the list, or the failure with Retry. */
export function BatchesSection() {
  const batches = useQuery(catalogueQueries.batches());
  return (
    <HomeSection
      id={homeSections.batches}
      title="Upcoming Batches"
      intro="New batches start every few weeks, online and in our Hyderabad classrooms. Reserve your seat early."
    >
      {batches.isPending && (
        <>
          <Text role="status" ta="center" mb="md">
            {catalogueMessages.loadingBatches}
          </Text>
          <SimpleGrid {...grid} aria-hidden="true">
            <Skeleton h={300} radius="lg" />
            <Skeleton h={300} radius="lg" />
            <Skeleton h={300} radius="lg" />
          </SimpleGrid>
        </>
      )}
      {batches.isError && (
        <LoadError
          message={catalogueMessages.batchesFailed}
          onRetry={() => batches.refetch()}
          retrying={batches.isFetching}
        />
      )}
      {batches.isSuccess &&
        (batches.data.length === 0 ? (
          <Text ta="center">No upcoming batches are scheduled yet. Request a callback to hear first.</Text>
        ) : (
          <SimpleGrid {...grid}>
            {batches.data.map((batch) => (
              <BatchCard key={batch.id} batch={batch} />
            ))}
          </SimpleGrid>
        ))}
    </HomeSection>
  );
}
