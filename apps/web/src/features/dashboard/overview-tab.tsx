import { SimpleGrid, Stack } from '@mantine/core';
import type { Candidate } from '@skillpath/contract';
import { IconAward, IconBook, IconCircleCheck, IconTrophy } from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { PointsRule } from './points-rule';
import { RecentActivity } from './recent-activity';
import { StatCard } from './stat-card';

/** The Dashboard tab: total courses, completed, rank, learning points and recent activity. */
/** A panel another feature lends the dashboard (the route composes them: CONVENTIONS #6). */
export type LearnerPanel = ComponentType<{ userId: string }>;

export function OverviewTab({
  candidate,
  assessments: Assessments,
  certificates: Certificates,
}: {
  candidate: Candidate;
  assessments?: LearnerPanel;
  certificates?: LearnerPanel;
}) {
  const total = candidate.completedCourses + candidate.ongoingCourses;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
        <StatCard label="Total courses" value={total} color="indigo" icon={<IconBook size={22} />} />
        <StatCard
          label="Completed"
          value={candidate.completedCourses}
          color="teal"
          icon={<IconCircleCheck size={22} />}
        />
        <StatCard label="Rank" value={`#${candidate.rank}`} color="orange" icon={<IconTrophy size={22} />} />
        <StatCard
          label="Learning points"
          value={candidate.learningPoints}
          color="grape"
          icon={<IconAward size={22} />}
        />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
        <RecentActivity activities={candidate.recentActivities} />
        <PointsRule />
      </SimpleGrid>
      {Certificates && <Certificates userId={String(candidate.user_id)} />}
      {Assessments && <Assessments userId={String(candidate.user_id)} />}
    </Stack>
  );
}
