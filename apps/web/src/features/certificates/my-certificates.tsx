import { Card, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { certificateMessages as m } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { LoadError } from '../../components/load-error';
import { CertificateCard } from './certificate-card';
import { certificateQueries } from './certificates-api';

/**
 * "My certificates" (issue 17): the signed-in learner's own certificates, for the dashboard to place.
 * The route lends it only on the learner's own dashboard (the API answers for the caller).
 */
// The dashboard lends each panel the shown learner's id; this one reads the caller's own certificates.
export function MyCertificates(_props: { userId: string }) {
  const certificates = useQuery(certificateQueries.mine());
  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="my-certificates-title">
      <Title order={2} size="h4" id="my-certificates-title" mb="md">
        My certificates
      </Title>
      {certificates.isPending && (
        <Stack gap="xs">
          <Text role="status" size="sm">
            Loading your certificates...
          </Text>
          <Skeleton h={72} />
        </Stack>
      )}
      {certificates.isError && (
        <LoadError
          message={m.loadFailed}
          onRetry={() => certificates.refetch()}
          retrying={certificates.isFetching}
        />
      )}
      {certificates.isSuccess && certificates.data.length === 0 && <Text size="sm">{m.none}</Text>}
      {certificates.isSuccess && certificates.data.length > 0 && (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {certificates.data.map((c) => (
            <CertificateCard key={c.id} certificate={c} />
          ))}
        </SimpleGrid>
      )}
    </Card>
  );
}
