import { Badge, Card, Group, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { formatInternshipFee, type Internship } from '@skillpath/contract';
import { IconCalendarEvent, IconClock, IconUser } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { generatePath, Link } from 'react-router';
import { CoverImage } from '../../components/cover-image';
import { paths } from '../../lib/paths';
import classes from './internship-card.module.css';
import { POSTED_LABEL } from './internship-filters';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Group gap={6} wrap="nowrap">
      {icon}
      <Text size="sm" c="dimmed">
        {children}
      </Text>
    </Group>
  );
}

/**
 * One internship of the list; the whole card opens /interncard/{id} through its title link. The first
 * cards are in view when the page opens: their covers load at once, not when layout finds them.
 */
export function InternshipCard({ internship, first = false }: { internship: Internship; first?: boolean }) {
  return (
    <Card withBorder radius="md" padding="md" className={classes.card}>
      <Card.Section>
        {/* The cover repeats the title, which follows as text. */}
        <CoverImage
          src={internship.internship_card_image}
          alt=""
          className={classes.cover}
          loading={first ? 'eager' : 'lazy'}
          fetchPriority={first ? 'high' : 'auto'}
        />
      </Card.Section>
      <Stack gap="xs" mt="md" className={classes.body}>
        <Group gap="xs">
          <Badge variant="light">{internship.internship_mode}</Badge>
          <Badge variant="filled" color="teal.9" className={classes.fee}>
            {formatInternshipFee(internship.internship_fee)}
          </Badge>
        </Group>
        <Title order={3} size="h5" lh={1.35}>
          <Link to={generatePath(paths.internship, { id: String(internship.id) })} className={classes.link}>
            {internship.internship_title}
          </Link>
        </Title>
        <Fact icon={<IconUser size={16} aria-hidden />}>
          <VisuallyHidden component="span">Mentor: </VisuallyHidden>
          {internship.internship_mentor}
        </Fact>
        <Group gap="md" mt="auto" pt="xs">
          <Fact icon={<IconClock size={16} aria-hidden />}>
            <VisuallyHidden component="span">Duration: </VisuallyHidden>
            {internship.internship_duration}
          </Fact>
          <Fact icon={<IconCalendarEvent size={16} aria-hidden />}>Posted {POSTED_LABEL}</Fact>
        </Group>
      </Stack>
    </Card>
  );
}
