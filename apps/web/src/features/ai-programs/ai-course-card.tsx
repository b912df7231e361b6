import { Badge, Button, Card, Group, List, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { formatWholeRupees, type Program } from '@skillpath/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router';
import { checkoutPath } from '../../lib/checkout-path';
import classes from './ai-course-card.module.css';
import { programIcon } from './program-icon';

interface AiCourseCardProps {
  program: Program;
  /** Position in the grid: the entrance animation starts 0.1 s later per card (spec 001 §9). */
  index: number;
}

/**
 * A program's card: icon, duration, title, description, features, price, Enroll Now,
 * which leads to the program's checkout.
 */
export function AiCourseCard({ program, index }: AiCourseCardProps) {
  const titleId = `ai-course-${program.id}-title`;
  const Icon = programIcon(index);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      shadow="sm"
      className={classes.card}
      style={{ '--card-index': index } as CSSProperties}
    >
      <Group justify="space-between" align="flex-start">
        <ThemeIcon size={52} radius="md" variant="light">
          <Icon size={30} aria-hidden />
        </ThemeIcon>
        <Badge variant="light" size="lg" className={classes.duration}>
          {program.duration}
        </Badge>
      </Group>
      <Stack gap="sm" mt="md" className={classes.body}>
        <Title order={2} size="h3" id={titleId}>
          {program.title}
        </Title>
        <Text c="dimmed">{program.description}</Text>
        <List
          spacing={6}
          size="sm"
          icon={<IconCircleCheck size={18} className={classes.check} aria-hidden />}
          classNames={{ itemWrapper: classes.itemWrapper }}
        >
          {program.features.map((feature) => (
            <List.Item key={feature}>{feature}</List.Item>
          ))}
        </List>
      </Stack>
      <Group justify="space-between" align="center" mt="lg">
        <Text fz={28} fw={800} lh={1}>
          {formatWholeRupees(program.price)}
        </Text>
        <Button component={Link} to={checkoutPath('program', program.id)} aria-describedby={titleId}>
          Enroll Now
        </Button>
      </Group>
    </Card>
  );
}
