import { Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { institute } from '@skillpath/contract';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import classes from './footer.module.css';

const quickLinks = [
  { label: 'Training courses', to: paths.training },
  { label: 'Internships', to: paths.internships },
  { label: 'Placements', to: paths.placements },
  { label: 'Hire talent', to: paths.hire },
];

/** Spec 000 §2: location map, phone, e-mail, address in Hyderabad, social links, copyright 2025. */
export function Footer() {
  return (
    <footer className={classes.footer} data-surface="dark">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <Title order={2} size="h4" className={classes.heading}>
              {institute.name}
            </Title>
            <Text size="sm">
              Training, internships, AI programs and placement support for learners in Hyderabad.
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" className={classes.heading}>
              Contact
            </Title>
            <Stack gap="xs" component="address" fs="normal">
              <Text size="sm" component="a" href={institute.phoneUrl} className={classes.link}>
                <IconPhone size={14} aria-hidden /> {institute.phone}
              </Text>
              <Text size="sm" component="a" href={`mailto:${institute.email}`} className={classes.link}>
                <IconMail size={14} aria-hidden /> {institute.email}
              </Text>
              <Text size="sm">
                <IconMapPin size={14} aria-hidden /> {institute.address}
              </Text>
            </Stack>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5" className={classes.heading}>
              Explore
            </Title>
            {quickLinks.map(({ label, to }) => (
              <Text key={to} size="sm" component={Link} to={to} className={classes.link}>
                {label}
              </Text>
            ))}
            <Title order={2} size="h5" className={classes.heading} mt="sm">
              Follow us
            </Title>
            {Object.entries(institute.social).map(([network, url]) => (
              <Text
                key={network}
                size="sm"
                component="a"
                href={url}
                target="_blank"
                rel="noopener noreferrer"
                className={classes.link}
              >
                {network}
              </Text>
            ))}
          </Stack>
          <iframe
            className={classes.map}
            src={institute.mapEmbedUrl}
            title={`Map: ${institute.name}, ${institute.address}`}
            loading="lazy"
            referrerPolicy="no-referrer-when-downgrade"
          />
        </SimpleGrid>
        <Text size="sm" className={classes.bottom}>
          © {institute.copyrightYear} {institute.name}. All rights reserved.
        </Text>
      </Container>
    </footer>
  );
}
