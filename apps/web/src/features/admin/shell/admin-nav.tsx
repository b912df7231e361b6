import { NavLink, Stack, Text } from '@mantine/core';
import {
  IconBriefcase,
  IconBuildingSkyscraper,
  IconCalendarEvent,
  IconHistory,
  IconListCheck,
  IconPhoneCall,
  IconPresentation,
  IconSchool,
  IconUsers,
  IconUsersGroup,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
import { Link, useLocation } from 'react-router';
import { type AdminSection, adminSections, adminUrl } from '../admin-sections';

interface NavItem {
  section: AdminSection;
  label: string;
  icon: ComponentType<{ size?: number; 'aria-hidden'?: boolean | 'true' }>;
  /** Shown greyed out, not a link (spec 001 §2: workshop is shown disabled). */
  comingSoon?: boolean;
}

const groups: { title: string; items: NavItem[] }[] = [
  {
    title: 'Catalogue',
    items: [
      { section: adminSections.training, label: 'Training', icon: IconSchool },
      { section: adminSections.internship, label: 'Internships', icon: IconBriefcase },
      {
        section: adminSections.placement,
        label: 'Placements',
        icon: IconBuildingSkyscraper,
        comingSoon: true,
      },
      { section: adminSections.workshop, label: 'Workshops', icon: IconPresentation, comingSoon: true },
      { section: adminSections.batches, label: 'Batches', icon: IconUsersGroup },
      { section: adminSections.onlineTests, label: 'Online tests', icon: IconListCheck },
    ],
  },
  {
    title: 'Inboxes',
    items: [
      { section: adminSections.enquiries, label: 'Enquiries', icon: IconPhoneCall },
      { section: adminSections.demoBookings, label: 'Demo bookings', icon: IconCalendarEvent },
      { section: adminSections.learners, label: 'Learners', icon: IconUsers },
      { section: adminSections.auditLog, label: 'Audit log', icon: IconHistory },
    ],
  },
];

/** The admin sidebar's links, grouped; the current screen is marked for sight and for screen readers. */
export function AdminNav() {
  const { pathname } = useLocation();
  return (
    <Stack gap="lg">
      {groups.map((group) => (
        <div key={group.title}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4} aria-hidden="true">
            {group.title}
          </Text>
          <Stack gap={2}>
            {group.items.map(({ section, label, icon: Icon, comingSoon }) => {
              const url = adminUrl(section);
              if (comingSoon)
                return (
                  <NavLink
                    key={section}
                    component="div"
                    label={label}
                    description="Coming soon"
                    leftSection={<Icon size={18} aria-hidden="true" />}
                    disabled
                    aria-disabled="true"
                  />
                );
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
