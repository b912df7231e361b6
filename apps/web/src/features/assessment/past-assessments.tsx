import {
  Anchor,
  Badge,
  Button,
  Card,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  type TitleOrder,
} from '@mantine/core';
import { type CombinedResult, assessmentMessages as m } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { generatePath, Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { paths } from '../../lib/paths';
import { assessmentQueries } from './assessment-api';
import { formatDate, formatPercent } from './format';

interface PastAssessmentsProps {
  userId: string;
  /** The heading level that fits where the list is placed. */
  titleOrder?: TitleOrder;
}

const reviewPath = (r: CombinedResult) =>
  `${generatePath(paths.exam, { id: String(r.domain_id) })}?review=${r.session_id}`;

/**
 * "My assessments" (issue 6): the learner's submitted sections, newest first, each with its score and
 * a link to its review. Self-contained, for the learner dashboard to place.
 */
export function PastAssessments({ userId, titleOrder = 2 }: PastAssessmentsProps) {
  const results = useQuery(assessmentQueries.results(userId));

  return (
    <Card withBorder radius="lg" padding="lg" component="section" aria-labelledby="past-assessments-title">
      <Group justify="space-between" mb="md">
        <Title order={titleOrder} size="h4" id="past-assessments-title">
          My assessments
        </Title>
        <Anchor component={Link} to={paths.domainSelection} size="sm">
          Take an assessment
        </Anchor>
      </Group>
      {results.isPending && (
        <Stack gap="xs">
          <Text role="status" size="sm">
            Loading your assessments...
          </Text>
          <Skeleton h={24} />
          <Skeleton h={24} />
        </Stack>
      )}
      {results.isError && (
        <LoadError
          message={m.resultsFailed}
          onRetry={() => results.refetch()}
          retrying={results.isFetching}
        />
      )}
      {results.isSuccess && results.data.length === 0 && (
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{m.noResults}</Text>
          <Button component={Link} to={paths.domainSelection} size="xs" variant="light">
            Choose a domain
          </Button>
        </Stack>
      )}
      {results.isSuccess && results.data.length > 0 && (
        <Table.ScrollContainer minWidth={480}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Domain</Table.Th>
                <Table.Th scope="col">Section</Table.Th>
                <Table.Th scope="col">Attempt</Table.Th>
                <Table.Th scope="col">Score</Table.Th>
                <Table.Th scope="col">Date</Table.Th>
                <Table.Th scope="col">Review</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {results.data.map((r) => (
                <Table.Tr key={r.session_id}>
                  <Table.Td>{r.domain_name}</Table.Td>
                  <Table.Td>{r.category}</Table.Td>
                  <Table.Td>
                    {/* The attempt that counts for the section, under the domain's policy (best by default). */}
                    <Group gap={6} wrap="nowrap">
                      {r.attempt_number}
                      {r.counted && (
                        <Badge size="sm" variant="light">
                          Counts
                        </Badge>
                      )}
                    </Group>
                  </Table.Td>
                  <Table.Td>
                    {r.correct_answers}/{r.total_questions} ({formatPercent(r.score_percent)})
                  </Table.Td>
                  <Table.Td>{formatDate(r.submitted_at)}</Table.Td>
                  <Table.Td>
                    {r.domain_id !== null && (
                      <Anchor
                        component={Link}
                        to={reviewPath(r)}
                        size="sm"
                        aria-label={`Review ${r.domain_name} ${r.category}`}
                      >
                        Review
                      </Anchor>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
