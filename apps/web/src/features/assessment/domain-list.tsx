import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { Domain } from '@skillpath/contract';
import { IconRefresh } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { assessmentQueries } from './assessment-api';
import { DomainCard } from './domain-card';

const grid = { cols: { base: 1, sm: 2, lg: 3 }, spacing: 'lg' } as const;

/**
 * Spec 001 §2 grid of domains (1/2/3 columns). Spec 001 §8: a failed load gives an empty list; we also
 * say so quietly and offer Retry, since an empty page with no reason helps nobody.
 */
export function DomainList({ onStart, userId }: { onStart: (domain: Domain) => void; userId?: string }) {
  const domains = useQuery(assessmentQueries.domains());

  if (domains.isPending)
    return (
      <>
        <Text role="status" mb="md">
          Loading domains...
        </Text>
        <SimpleGrid {...grid} aria-hidden="true">
          {[1, 2, 3].map((key) => (
            <Skeleton key={key} h={330} radius="lg" />
          ))}
        </SimpleGrid>
      </>
    );

  if (domains.isError)
    return (
      <Stack align="center" gap="sm" py="xl" role="status">
        <Text c="dimmed">We could not load the domains just now.</Text>
        <Button
          variant="light"
          leftSection={<IconRefresh size={16} aria-hidden="true" />}
          onClick={() => domains.refetch()}
          loading={domains.isFetching}
        >
          Retry
        </Button>
      </Stack>
    );

  if (domains.data.length === 0)
    return (
      <Text c="dimmed" ta="center" py="xl">
        No domains are open for assessment yet.
      </Text>
    );

  return (
    <SimpleGrid {...grid}>
      {domains.data.map((domain, index) => (
        <DomainCard key={domain.id} domain={domain} index={index} onStart={onStart} userId={userId} />
      ))}
    </SimpleGrid>
  );
}
