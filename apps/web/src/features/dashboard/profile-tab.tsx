import { Alert, Button, Grid, Stack } from '@mantine/core';
import type { Candidate } from '@skillpath/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { AccountActions } from './account-actions';
import { ProfileDetails } from './profile-details';
import { ProfileSummary } from './profile-summary';

/** The Profile tab: who the learner is, their preferences and certifications, and account actions. */
interface ProfileTabProps {
  candidate: Candidate;
  own: boolean;
  onAccountDeleted: () => void;
}

export function ProfileTab({ candidate, own, onAccountDeleted }: ProfileTabProps) {
  return (
    <Stack gap="lg">
      {!candidate.profile_completed && own && (
        <Alert color="indigo" variant="light" title="Your profile is not complete yet">
          <Button component={Link} to={paths.registerProfile} size="xs" mt={4}>
            Complete your profile
          </Button>
        </Alert>
      )}
      <AccountActions candidate={candidate} own={own} onAccountDeleted={onAccountDeleted} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, lg: 5 }}>
          <ProfileSummary candidate={candidate} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 7 }}>
          <ProfileDetails candidate={candidate} />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
