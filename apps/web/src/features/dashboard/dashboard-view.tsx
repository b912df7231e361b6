import { Box, Container, Tabs, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Candidate } from '@skillpath/contract';
import { IconBook, IconLayoutDashboard, IconReceipt, IconUser } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import {
  EmailConfirmationBanner,
  PendingEmailNotice,
} from '../../components/learner-account/email-confirmation-banner';
import { CoursesTab } from './courses-tab';
import { parseDashboardTab } from './dashboard-tabs';
import classes from './dashboard-view.module.css';
import { type LearnerPanel, OverviewTab } from './overview-tab';
import { ProfileTab } from './profile-tab';
import { WelcomeHeader } from './welcome-header';

const tabList = [
  { value: 'dashboard', label: 'Dashboard', Icon: IconLayoutDashboard },
  { value: 'courses', label: 'Courses', Icon: IconBook },
  { value: 'profile', label: 'Profile', Icon: IconUser },
  { value: 'payments', label: 'Payments', Icon: IconReceipt },
] as const;

const panelTitles = {
  dashboard: 'Dashboard',
  courses: 'Your courses',
  profile: 'Profile',
  payments: 'Payments',
} as const;

/** The dashboard of one learner: a welcome header, then the Dashboard, Courses and Profile tabs. */
interface DashboardViewProps {
  candidate: Candidate;
  own: boolean;
  onAccountDeleted: () => void;
  assessments?: LearnerPanel;
  /** The learner's certificates: shown on one's own dashboard only. */
  certificates?: LearnerPanel;
  /** The learner's orders and invoices: one's own dashboard only. */
  payments?: LearnerPanel;
}

export function DashboardView({
  candidate,
  own,
  onAccountDeleted,
  assessments,
  certificates,
  payments: Payments,
}: DashboardViewProps) {
  const [params, setParams] = useSearchParams();
  const showPayments = own && Payments !== undefined;
  const parsed = parseDashboardTab(params.get('tab'));
  const tab = parsed === 'payments' && !showPayments ? 'dashboard' : parsed;
  const tabs = tabList.filter(({ value }) => value !== 'payments' || showPayments);
  // Read at once, so a wide screen never flashes the phone layout first.
  const wide = useMediaQuery('(min-width: 62em)', false, { getInitialValueInEffect: false });

  const panel = (value: keyof typeof panelTitles, content: React.ReactNode) => (
    <Tabs.Panel value={value} className={classes.panel} pt={wide ? 0 : 'lg'} pl={wide ? 'xl' : 0}>
      <Title order={2} size="h3" mb="md">
        {panelTitles[value]}
      </Title>
      {content}
    </Tabs.Panel>
  );

  return (
    <Box bg="gray.0" py={{ base: 'lg', sm: 'xl' }}>
      <Container size="lg">
        <WelcomeHeader candidate={candidate} own={own} />
        {own && !candidate.email_verified && <EmailConfirmationBanner email={candidate.email} />}
        {own && candidate.pending_email && <PendingEmailNotice pendingEmail={candidate.pending_email} />}
        <Tabs
          mt="lg"
          value={tab}
          onChange={(next) => setParams(next && next !== 'dashboard' ? { tab: next } : {}, { replace: true })}
          orientation={wide ? 'vertical' : 'horizontal'}
          variant="pills"
          keepMounted={false}
          classNames={{ tabLabel: wide ? classes.sideLabel : undefined }}
        >
          <Tabs.List
            aria-label="Dashboard sections"
            className={wide ? classes.sidebar : classes.topbar}
            grow={!wide}
          >
            {tabs.map(({ value, label, Icon }) => (
              <Tabs.Tab
                key={value}
                value={value}
                className={wide ? undefined : classes.topTab}
                // Icons only in the sidebar: four labelled tabs must fit across a phone.
                leftSection={wide ? <Icon size={18} aria-hidden="true" /> : undefined}
              >
                {label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {panel(
            'dashboard',
            <OverviewTab
              candidate={candidate}
              assessments={assessments}
              certificates={own ? certificates : undefined}
            />,
          )}
          {panel('courses', <CoursesTab userId={String(candidate.user_id)} />)}
          {panel(
            'profile',
            <ProfileTab candidate={candidate} own={own} onAccountDeleted={onAccountDeleted} />,
          )}
          {showPayments && panel('payments', <Payments userId={String(candidate.user_id)} />)}
        </Tabs>
      </Container>
    </Box>
  );
}
