import { Anchor, Box, Container, Grid, Group, Image, Stack, Text, Title } from '@mantine/core';
import type { Placement } from '@skillpath/contract';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../lib/use-page-title';
import { ApplyPanel } from './apply-panel';
import { formatCount, formatJobMode } from './format';
import { JobFacts, postedOn } from './job-facts';
import { JobLogo } from './job-logo';
import classes from './placements.module.css';
import { VerifiedMark } from './verified-mark';

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={classes.fact}>
      <dt>{label}</dt>
      <dd>{value || 'Not specified'}</dd>
    </div>
  );
}

/** /jobs/:id — every field of a job and its placement, with Apply. */
export function JobDetail({ job }: { job: Placement }) {
  const title = job.placement_featuredjob_title;
  const company = job.placement_featuredjob_company;
  usePageTitle(`${title} at ${company}`);

  return (
    <>
      <Box className={classes.jobHero}>
        <Container size="lg">
          <Anchor component={Link} to={paths.placements} size="sm" className={classes.back}>
            <Group gap={4} component="span">
              <IconArrowLeft size={16} aria-hidden />
              All jobs
            </Group>
          </Anchor>
          <Group align="flex-start" gap="md" mt="md" wrap="nowrap">
            <JobLogo src={job.placement_featuredjob_img} company={company} size={72} />
            <Stack gap={4} style={{ minWidth: 0 }}>
              <Title order={1} fz={{ base: 26, sm: 36 }} lh={1.2}>
                {title}
              </Title>
              <Text size="lg" fw={500}>
                {company}
              </Text>
              <Group gap="sm" mt={4}>
                <VerifiedMark />
              </Group>
            </Stack>
          </Group>
          <Box mt="md">
            <JobFacts job={job} />
          </Box>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }} order={{ base: 2, md: 1 }}>
            <Stack gap="xl">
              <Box component="section" aria-labelledby="job-about">
                <Title order={2} size="h3" id="job-about">
                  About the role
                </Title>
                <dl className={classes.facts}>
                  <Fact label="Role" value={title} />
                  <Fact label="Company" value={company} />
                  <Fact
                    label="Location"
                    value={job.placement_featuredjob_location || job.placement_location}
                  />
                  <Fact label="Job mode" value={formatJobMode(job.placement_featuredjob_mode)} />
                  <Fact label="Posted" value={postedOn(job)} />
                  <Fact label="Keyword" value={job.placement_keyword} />
                  {job.placement_location &&
                    job.placement_location !== job.placement_featuredjob_location && (
                      <Fact label="Placement location" value={job.placement_location} />
                    )}
                </dl>
              </Box>

              <Box component="section" aria-labelledby="job-category">
                <Title order={2} size="h3" id="job-category">
                  Category: {job.placement_category_title}
                </Title>
                <Group align="flex-start" gap="md" mt="sm" wrap="nowrap">
                  {job.placement_category_img && (
                    <Image src={job.placement_category_img} alt="" w={64} h={64} radius="md" fit="cover" />
                  )}
                  <Text c={job.placement_category_description ? undefined : 'dimmed'}>
                    {job.placement_category_description || 'No description for this category yet.'}
                  </Text>
                </Group>
              </Box>

              <Box component="section" aria-labelledby="job-board">
                <Title order={2} size="h3" id="job-board">
                  On this placement board
                </Title>
                <dl className={classes.facts}>
                  <Fact label="Jobs posted" value={formatCount(job.placement_jobs_posted)} />
                  <Fact label="Tasks posted" value={formatCount(job.placement_tasks_posted)} />
                  <Fact label="Freelancers" value={formatCount(job.placement_freelancer)} />
                </dl>
                {job.placement_search_button && (
                  <Anchor
                    href={job.placement_search_button}
                    target="_blank"
                    rel="noopener noreferrer"
                    mt="sm"
                  >
                    <Group gap={4} component="span">
                      More openings like this
                      <IconExternalLink size={14} aria-label="(opens in a new tab)" />
                    </Group>
                  </Anchor>
                )}
              </Box>
            </Stack>
          </Grid.Col>
          {/* On a phone Apply comes first, before the details. */}
          <Grid.Col span={{ base: 12, md: 4 }} order={{ base: 1, md: 2 }}>
            <ApplyPanel jobId={job.id} />
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
