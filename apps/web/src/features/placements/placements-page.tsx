import { Box, Container, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useRef } from 'react';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../lib/use-page-title';
import { FeaturedJobsSection } from './featured-jobs-section';
import { jobCategories } from './job-categories';
import { JobCategoriesSection } from './job-categories-section';
import { filterJobs, type JobSearch } from './job-search';
import { JobSearchForm } from './job-search-form';
import { PlacementCounters } from './placement-counters';
import { placementCounts } from './placement-counts';
import classes from './placements.module.css';
import { placementQueries } from './placements-api';

/** Spec 000 §2 Placement page (/placementuser): search, counters, eight categories, featured jobs. */
export function PlacementsPage() {
  usePageTitle('Placements');
  const placements = useQuery(placementQueries.list());
  const [params, setParams] = useSearchParams();
  const search: JobSearch = { q: params.get('q') ?? '', location: params.get('location') ?? '' };
  const jobsHeading = useRef<HTMLHeadingElement>(null);

  // The search lives in the address, so Back from a job returns to the same results.
  const setSearch = (next: JobSearch) => {
    const entries = Object.entries(next).filter(([, value]) => value !== '');
    setParams(new URLSearchParams(entries), { replace: true });
  };
  const showJobs = () => {
    jobsHeading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    jobsHeading.current?.focus({ preventScroll: true });
  };

  const all = placements.data ?? [];
  const shown = filterJobs(all, search);

  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            Placements
          </Title>
          <Text size="lg" mt="sm" mb="lg" maw={640} className={classes.lead}>
            Find your next job with companies hiring Skillpath learners.
          </Text>
          <JobSearchForm search={search} onChange={setSearch} onSubmit={showJobs} />
        </Container>
      </Box>
      {placements.isSuccess && <PlacementCounters counts={placementCounts(all)} />}
      <JobCategoriesSection
        categories={jobCategories(all)}
        onChoose={(title) => {
          setSearch({ q: title, location: '' });
          showJobs();
        }}
      />
      <FeaturedJobsSection
        status={placements.status}
        error={placements.error}
        onRetry={() => void placements.refetch()}
        retrying={placements.isFetching}
        all={all}
        shown={shown}
        searching={search.q.trim() !== '' || search.location.trim() !== ''}
        onClearSearch={() => setSearch({ q: '', location: '' })}
        headingRef={jobsHeading}
      />
    </>
  );
}
