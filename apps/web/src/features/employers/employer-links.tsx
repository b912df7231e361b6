import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { institute } from '@skillpath/contract';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './employers.module.css';

const quickLinks = [
  { to: paths.findYourMatch, label: 'How matching works' },
  { to: paths.contact, label: 'Contact the hiring team' },
  { to: paths.placements, label: 'Job board' },
  { to: paths.workshops, label: 'Workshops' },
] as const;

/** Spec 001 §2 Hire page footer: employer quick links and how to reach the hiring team. */
export function EmployerLinks() {
  return (
    <Box
      component="section"
      aria-labelledby="employer-links-title"
      className={`${classes.section} ${classes.band}`}
    >
      <Container size="lg">
        <Title order={2} id="employer-links-title" mb="lg">
          For employers
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xl">
          <nav aria-label="Employer quick links">
            <Text fw={700} mb="xs">
              Quick links
            </Text>
            <Stack gap={6}>
              {quickLinks.map((link) => (
                <Anchor key={link.to} component={Link} to={link.to}>
                  {link.label}
                </Anchor>
              ))}
            </Stack>
          </nav>
          <div>
            <Text fw={700} mb="xs">
              Talk to us
            </Text>
            <Stack gap={6}>
              <Anchor href={institute.phoneUrl}>{institute.phone}</Anchor>
              <Anchor href={`mailto:${institute.email}`}>{institute.email}</Anchor>
              <Text size="sm">{institute.address}</Text>
            </Stack>
          </div>
        </SimpleGrid>
      </Container>
    </Box>
  );
}
