import { Button, Card, Group, Stack, Text } from '@mantine/core';
import type { Placement } from '@skillpath/contract';
import { generatePath, Link } from 'react-router';
import { paths } from '../../lib/paths';
import { JobFacts } from './job-facts';
import { JobLogo } from './job-logo';
import classes from './placements.module.css';
import { VerifiedMark } from './verified-mark';

/** A featured job (spec 000 §3 Job): logo, role, company, location, mode, posted, verified; Apply. */
export function FeaturedJobCard({ job }: { job: Placement }) {
  const title = job.placement_featuredjob_title;
  const company = job.placement_featuredjob_company;
  return (
    <Card withBorder padding="lg" className={classes.jobCard} component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        <JobLogo src={job.placement_featuredjob_img} company={company} />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text component="h3" fw={700} size="lg" lh={1.3}>
            {title}
          </Text>
          <Text fw={500}>{company}</Text>
        </Stack>
      </Group>
      <Group gap="xs" mt="sm">
        <VerifiedMark />
        {job.placement_category_title && (
          <Text size="sm" c="dimmed">
            {job.placement_category_title}
          </Text>
        )}
      </Group>
      <Stack gap="md" mt="sm" className={classes.jobFooter}>
        <JobFacts job={job} />
        <Button
          component={Link}
          to={generatePath(paths.job, { id: String(job.id) })}
          aria-label={`Apply for ${title} at ${company}`}
        >
          Apply
        </Button>
      </Stack>
    </Card>
  );
}
