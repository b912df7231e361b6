import { Button, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { catalogueMessages } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { MessagePage } from '../../components/message-page';
import { catalogueQueries } from '../../lib/catalogue';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { InternshipDetails } from './internship-details';
import { parseInternshipId } from './internship-id';

/** Spec 000 §8: an internship that cannot be shown gets a 'Not Found' placeholder. */
const NOT_FOUND = 'Not Found';

function BrowseInternships() {
  return (
    <Button component={Link} to={paths.internships} variant="default">
      Browse internships
    </Button>
  );
}

function LoadedOrFailed({ id }: { id: number }) {
  const internship = useQuery(catalogueQueries.internship(id));
  usePageTitle(internship.data?.internship_title ?? 'Internship details');

  if (internship.isPending) {
    return (
      <Center py={96}>
        <Stack align="center" gap="xs" role="status">
          <Loader aria-hidden />
          <Text c="dimmed">Loading internship details...</Text>
        </Stack>
      </Center>
    );
  }
  if (internship.isError) {
    // A 404 and a failed call read the same to a person: this internship cannot be shown now.
    return (
      <MessagePage
        title={NOT_FOUND}
        message={<span role="alert">{catalogueMessages.internshipFailed}</span>}
        actions={
          <Group justify="center">
            <Button onClick={() => internship.refetch()} loading={internship.isFetching}>
              Retry
            </Button>
            <BrowseInternships />
          </Group>
        }
      />
    );
  }
  return <InternshipDetails internship={internship.data} />;
}

/** Spec 000 §2 Internship detail (/interncard/{id}). */
export function InternshipPage() {
  const id = parseInternshipId(useParams().id);
  if (id === null) {
    return (
      <MessagePage
        title={NOT_FOUND}
        message={<span role="alert">{catalogueMessages.invalidInternshipId}</span>}
        actions={<BrowseInternships />}
      />
    );
  }
  // Keyed by id: moving to a related internship starts from a clean state.
  return <LoadedOrFailed key={id} id={id} />;
}
