import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type Domain, PASS_PERCENT, itemStatisticsMessages as sm } from '@skillpath/contract';
import { IconDownload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { saveText, statisticsQuery } from './bank-transfer-api';
import { DomainSelect, WithDomains } from './domain-select';
import { statisticsCsv } from './statistics-csv';
import { StatisticsTable } from './statistics-table';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** Issue 16: item analysis of a domain's questions over submitted sessions. Loaded on first open (charts). */
export function StatisticsTab() {
  return <WithDomains>{(domains) => <DomainStatisticsView domains={domains} />}</WithDomains>;
}

function DomainStatisticsView({ domains }: { domains: Domain[] }) {
  const [domainId, setDomainId] = useState<number | null>(null);
  const stats = useQuery({ ...statisticsQuery(domainId ?? 0), enabled: domainId !== null });
  const data = stats.data;
  return (
    <Stack gap="xl">
      <DomainSelect domains={domains} value={domainId} onChange={setDomainId} maw={360} />
      {domainId === null ? (
        <Text c="dimmed">Choose a domain to see how its questions perform.</Text>
      ) : stats.isPending ? (
        <LoadingState label="Loading question statistics" />
      ) : stats.isError ? (
        <LoadError message={sm.loadFailed} onRetry={() => stats.refetch()} retrying={stats.isFetching} />
      ) : data && data.attempts === 0 ? (
        <Text c="dimmed">{sm.noAttempts}</Text>
      ) : (
        data && (
          <>
            <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md">
              <Figure label="Submitted sections" value={data.attempts.toLocaleString('en-US')} />
              <Figure
                label={`Pass rate (≥ ${PASS_PERCENT}%)`}
                value={data.pass_rate === null ? '–' : `${Math.round(data.pass_rate * 100)}%`}
              />
              <Figure label="Dubious questions" value={String(data.items.filter((i) => i.dubious).length)} />
            </SimpleGrid>

            <Paper component="figure" withBorder radius="lg" p={{ base: 'md', sm: 'lg' }} m={0}>
              <Title order={2} size="h4" mb="md" component="figcaption">
                Score distribution of {data.domain_name}
              </Title>
              <BarChart
                h={240}
                data={data.score_distribution.map((b) => ({
                  range: `${b.from}–${b.to}%`,
                  Sessions: b.count,
                }))}
                dataKey="range"
                series={[{ name: 'Sessions', color: 'teal.7' }]}
                tickLine="y"
                yAxisProps={{ allowDecimals: false }}
                xAxisLabel="Score"
                yAxisLabel="Sessions"
                role="img"
                aria-label={`Sessions by score: ${data.score_distribution
                  .map((b) => `${b.from} to ${b.to}%: ${b.count}`)
                  .join(', ')}`}
              />
            </Paper>

            <section aria-labelledby="item-statistics-title">
              <Group justify="space-between" mb="sm">
                <Title order={2} size="h4" id="item-statistics-title">
                  Questions
                </Title>
                <Button
                  variant="default"
                  leftSection={<IconDownload size={16} aria-hidden="true" />}
                  onClick={() =>
                    saveText(
                      statisticsCsv(data.items),
                      `question-statistics-${data.domain_id}.csv`,
                      'text/csv',
                    )
                  }
                >
                  Download CSV
                </Button>
              </Group>
              <Stack gap={4} mb="md">
                <Text size="sm">{sm.facilityHelp}</Text>
                <Text size="sm">{sm.discriminationHelp}</Text>
                <Text size="sm">{sm.dubiousHelp}</Text>
              </Stack>
              <StatisticsTable items={data.items} />
            </section>
          </>
        )
      )}
    </Stack>
  );
}
