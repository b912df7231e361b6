import { List, Paper, Text, ThemeIcon } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { CourseSection } from './course-section';
import { commaList, companiesText } from './course-text';

/** Spec 000 §2: the opportunities the course leads to. */
export function CourseOpportunities({ opportunities }: { opportunities: string }) {
  const roles = commaList(opportunities);
  return (
    <Paper withBorder radius="md" p="lg">
      <CourseSection title="Opportunities">
        {roles.length === 0 ? (
          <Text>None</Text>
        ) : (
          <List
            spacing="xs"
            icon={
              <ThemeIcon size={22} radius="xl" variant="light" aria-hidden>
                <IconBriefcase size={14} />
              </ThemeIcon>
            }
          >
            {roles.map((role) => (
              <List.Item key={role}>{role}</List.Item>
            ))}
          </List>
        )}
      </CourseSection>
    </Paper>
  );
}

/** Spec 000 §2: top hiring companies as a comma list, 'None' when there are none. */
export function TopHiringCompanies({ companies }: { companies: string }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <CourseSection title="Top hiring companies">
        <Text>{companiesText(companies)}</Text>
      </CourseSection>
    </Paper>
  );
}
