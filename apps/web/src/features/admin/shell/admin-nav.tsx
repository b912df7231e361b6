import { NavLink, Stack, Text } from '@mantine/core';
import {
  IconBrain,
  IconBriefcase,
  IconBuildingSkyscraper,
  IconBuildingStore,
  IconCalendarEvent,
  IconCashRegister,
  IconCertificate,
  IconChartBar,
  IconFileCv,
  IconHistory,
  IconListCheck,
  IconMailForward,
  IconMailOpened,
  IconPhoneCall,
  IconPresentation,
  IconReceiptTax,
  IconReportAnalytics,
  IconSchool,
  IconSend,
  IconTicket,
  IconUserCheck,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { type AdminSection, adminSections, adminUrl } from '../admin-sections';
import { mailboxQueries } from '../mailbox/mailbox-api';

interface NavItem {
  section: AdminSection;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
}

const groups: { title: string; items: NavItem[] }[] = [
  {
    title: 'At a glance',
    items: [{ section: adminSections.overview, label: 'Overview', icon: IconChartBar }],
  },
  {
    title: 'Catalogue',
    items: [
      { section: adminSections.training, label: 'Training', icon: IconSchool },
      { section: adminSections.internship, label: 'Internships', icon: IconBriefcase },
      { section: adminSections.programs, label: 'Programs', icon: IconBrain },
      { section: adminSections.placement, label: 'Placements', icon: IconBuildingSkyscraper },
      { section: adminSections.workshop, label: 'Workshops', icon: IconPresentation },
      { section: adminSections.batches, label: 'Batches', icon: IconUsersGroup },
      { section: adminSections.onlineTests, label: 'Online tests', icon: IconListCheck },
    ],
  },
  {
    title: 'Inboxes',
    items: [
      { section: adminSections.enquiries, label: 'Enquiries', icon: IconPhoneCall },
      { section: adminSections.demoBookings, label: 'Demo bookings', icon: IconCalendarEvent },
      { section: adminSections.employerLeads, label: 'Employer leads', icon: IconBuildingStore },
      { section: adminSections.jobApplications, label: 'Job applications', icon: IconSend },
      { section: adminSections.workshopRegistrations, label: 'Workshop registrations', icon: IconTicket },
      { section: adminSections.assessmentRequests, label: 'Assessment requests', icon: IconFileCv },
      { section: adminSections.testResults, label: 'Test results', icon: IconReportAnalytics },
      { section: adminSections.learners, label: 'Learners', icon: IconUsers },
      { section: adminSections.enrollments, label: 'Enrollments', icon: IconUserCheck },
      { section: adminSections.certificates, label: 'Certificates', icon: IconCertificate },
      { section: adminSections.auditLog, label: 'Audit log', icon: IconHistory },
      { section: adminSections.jobs, label: 'Jobs', icon: IconMailForward },
    ],
  },
  {
    title: 'Fees',
    items: [{ section: adminSections.payments, label: 'Payments', icon: IconCashRegister }],
  },
  {
    title: 'Settings',
    items: [{ section: adminSections.billingSettings, label: 'Billing settings', icon: IconReceiptTax }],
  },
];

/** Only while mail is not configured: the server then keeps its mail in the outbox for admins to read. */
const mailbox: NavItem = { section: adminSections.mailbox, label: 'Mailbox', icon: IconMailOpened };

/** The admin sidebar's links, grouped; the current screen is marked for sight and for screen readers. */
export function AdminNav() {
  const { pathname } = useLocation();
  const hasMailbox = useQuery(mailboxQueries.list()).isSuccess;
  const shown = hasMailbox
    ? groups.map((g) => (g.title === 'Inboxes' ? { ...g, items: [...g.items, mailbox] } : g))
    : groups;
  return (
    <Stack gap="lg">
      {shown.map((group) => (
        <div key={group.title}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4} aria-hidden="true">
            {group.title}
          </Text>
          <Stack gap={2}>
            {group.items.map(({ section, label, icon: Icon }) => {
              const url = adminUrl(section);
              const active = pathname === url || pathname.startsWith(`${url}/`);
              return (
                <NavLink
                  key={section}
                  component={Link}
                  to={url}
                  label={label}
                  leftSection={<Icon size={18} aria-hidden="true" />}
                  active={active}
                  aria-current={active ? 'page' : undefined}
                  variant="filled"
                />
              );
            })}
          </Stack>
        </div>
      ))}
    </Stack>
  );
}
