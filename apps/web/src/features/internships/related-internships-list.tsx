import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { catalogueMessages, formatInternshipFee, type Internship } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { CoverImage } from '../../components/cover-image';
import { catalogueQueries } from '../../lib/catalogue';
import { paths } from '../../lib/paths';
import { ApplyNowButton } from './apply-now-button';
import { LoadError } from './load-error';
import { relatedInternships } from './related-internships';
import classes from './related-internships-list.module.css';

function RelatedItem({ internship }: { internship: Internship }) {
  const titleId = `related-${internship.id}-title`;
  return (
    <Card withBorder radius="md" padding="sm">
      <Group wrap="nowrap" gap="md" align="center" className={classes.row}>
        <CoverImage
          src={internship.internship_card_image}
          alt=""
          w={112}
          h={63}
          radius="sm"
          className={classes.thumb}
        />
        <Stack gap={2} className={classes.text}>
          <Title order={3} size="h5" id={titleId}>
            <Link to={generatePath(paths.internship, { id: String(internship.id) })} className={classes.link}>
              {internship.internship_title}
            </Link>
          </Title>
          <Text size="sm" c="dimmed">
            {internship.internship_mentor} · {internship.internship_duration} ·{' '}
            {formatInternshipFee(internship.internship_fee)}
          </Text>
        </Stack>
        <ApplyNowButton
          internship={internship}
          variant="light"
          describedBy={titleId}
          className={classes.apply}
        />
      </Group>
    </Card>
  );
}

/** Spec 000 §2 and §5: the other internships whose titles name one of this one's domains. */
export function RelatedInternships({ internship }: { internship: Internship }) {
  const list = useQuery(catalogueQueries.internships());

  if (list.isPending) {
    return (
      <Center py="md" role="status">
        <Loader size="sm" aria-hidden />
        <Text c="dimmed" size="sm" ml="sm">
          Loading related internships...
        </Text>
      </Center>
    );
  }
  if (list.isError) {
    return (
      <LoadError
        message={catalogueMessages.relatedInternshipsFailed}
        onRetry={() => list.refetch()}
        retrying={list.isFetching}
      />
    );
  }
  const related = relatedInternships(internship, list.data);
  if (related.length === 0) return <Text c="dimmed">No related internships right now.</Text>;
  return (
    <Stack gap="sm">
      {related.map((other) => (
        <RelatedItem key={other.id} internship={other} />
      ))}
    </Stack>
  );
}
