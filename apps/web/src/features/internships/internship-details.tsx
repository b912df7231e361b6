import {
  Anchor,
  Badge,
  Box,
  Container,
  Grid,
  Group,
  List,
  Paper,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { formatInternshipFee, type Internship } from '@skillpath/contract';
import { IconArrowLeft, IconCheck, IconSchool } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { CoverImage } from '../../components/cover-image';
import { paths } from '../../lib/paths';
import { ApplyCard } from './apply-card';
import { FaqList } from './faq-list';
import classes from './internship-details.module.css';
import { splitDomains } from './related-internships';
import { RelatedInternships } from './related-internships-list';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id}>
      <Title order={2} size="h3" id={id} mb="sm">
        {title}
      </Title>
      {children}
    </Box>
  );
}

function CheckList({ items }: { items: string[] }) {
  return (
    <List
      spacing="xs"
      icon={
        <ThemeIcon size={22} radius="xl" variant="light" color="teal">
          <IconCheck size={14} aria-hidden />
        </ThemeIcon>
      }
    >
      {items.map((item) => (
        <List.Item key={item}>{item}</List.Item>
      ))}
    </List>
  );
}

/** The key facts under the title, as a description list. */
function Facts({ internship }: { internship: Internship }) {
  const facts = [
    ['Mentor', internship.internship_mentor],
    ['Duration', internship.internship_duration],
    ['Mode', internship.internship_mode],
    ['Fee', formatInternshipFee(internship.internship_fee)],
    ['Language', internship.internship_language],
  ];
  return (
    <dl className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Spec 000 §2 Internship detail, for a loaded internship. */
export function InternshipDetails({ internship }: { internship: Internship }) {
  const domains = splitDomains(internship.internship_explore_related_domains);
  return (
    <>
      <Box className={classes.hero}>
        <Container size="lg">
          <Grid gap="xl" align="center">
            <Grid.Col span={{ base: 12, md: 7 }}>
              {/* A back link rather than breadcrumbs: long titles wrapped badly on a phone. */}
              <Anchor component={Link} to={paths.internships} size="sm" c="indigo.9" className={classes.back}>
                <IconArrowLeft size={16} aria-hidden />
                All internships
              </Anchor>
              <Title order={1} fz={{ base: 28, sm: 38 }} lh={1.2}>
                {internship.internship_title}
              </Title>
              <Text mt="md" size="lg">
                {internship.internship_description}
              </Text>
              <Facts internship={internship} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, md: 5 }}>
              <CoverImage
                src={internship.internship_card_image}
                alt=""
                radius="md"
                className={classes.cover}
              />
            </Grid.Col>
          </Grid>
        </Container>
      </Box>

      <Container size="lg" py="xl">
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap={40}>
              <Section id="gain-title" title="What you will gain">
                <CheckList items={internship.internship_wyg} />
              </Section>
              <Section id="requirements-title" title="Requirements">
                <CheckList items={internship.internship_requirements} />
              </Section>
              <Section id="mentor-title" title="Your mentor">
                <Group gap="md" wrap="nowrap" align="flex-start">
                  <ThemeIcon size={44} radius="xl" variant="light">
                    <IconSchool size={24} aria-hidden />
                  </ThemeIcon>
                  <div>
                    <Text fw={600}>{internship.internship_mentor}</Text>
                    <Text c="dimmed">{internship.intern_mentor_qualification}</Text>
                  </div>
                </Group>
              </Section>
              <Section id="domains-title" title="Related domains">
                <Group gap="xs">
                  {domains.map((domain) => (
                    <Badge key={domain} variant="outline" size="lg" className={classes.domain}>
                      {domain}
                    </Badge>
                  ))}
                </Group>
              </Section>
              <Section id="faqs-title" title="FAQs">
                <FaqList text={internship.internship_faqs} />
              </Section>
              <Section id="related-title" title="Related internships">
                <RelatedInternships internship={internship} />
              </Section>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder radius="md" p="lg" className={classes.sidebar}>
              <ApplyCard internship={internship} />
            </Paper>
          </Grid.Col>
        </Grid>
      </Container>
    </>
  );
}
