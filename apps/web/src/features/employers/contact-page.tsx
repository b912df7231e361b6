import { Anchor, Box, Card, Container, Grid, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { institute } from '@skillpath/contract';
import { IconMail, IconMapPin, IconPhone } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { EmployerLeadForm } from './employer-lead-form';
import classes from './employers.module.css';
import { MapEmbed } from './map-embed';

function Detail({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Group align="flex-start" gap="sm" wrap="nowrap">
      <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
        {icon}
      </ThemeIcon>
      <div>
        <Text size="sm" c="dimmed">
          {label}
        </Text>
        <Box fw={600}>{children}</Box>
      </div>
    </Group>
  );
}

/** /contact — where the institute is and how to reach it, with the employer form (spec 001 §2 Find your match). */
export function ContactPage() {
  usePageTitle('Contact us');
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
            Contact us
          </Title>
          <Text size="lg" mt="md" maw={620} className={classes.lead}>
            Hiring, or have a question? Write to us, call, or visit the campus.
          </Text>
        </Container>
      </Box>
      <Container size="lg" className={classes.section}>
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Stack gap="lg" component="section" aria-labelledby="reach-title">
              <Title order={2} id="reach-title">
                Reach {institute.name}
              </Title>
              <Detail icon={<IconMapPin size={20} />} label="Address">
                <Box component="address" fs="normal">
                  {institute.address}
                </Box>
              </Detail>
              <Detail icon={<IconPhone size={20} />} label="Phone">
                <Anchor href={institute.phoneUrl}>{institute.phone}</Anchor>
              </Detail>
              <Detail icon={<IconMail size={20} />} label="Email">
                <Anchor href={`mailto:${institute.email}`}>{institute.email}</Anchor>
              </Detail>
              <MapEmbed />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 6 }}>
            <Card withBorder padding="lg" component="section" aria-labelledby="contact-form-title">
              <Title order={2} id="contact-form-title" mb="xs">
                Get in Touch
              </Title>
              <Text size="sm" c="dimmed" mb="md">
                Tell us about the people you want to hire and our hiring team will contact you.
              </Text>
              <EmployerLeadForm />
            </Card>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
