import { Badge, Button, Card, Group, Image, Text, ThemeIcon } from '@mantine/core';
import {
  IconBriefcase,
  IconChartBar,
  IconCloud,
  IconCode,
  IconHeadset,
  IconPalette,
  IconShieldLock,
  IconSpeakerphone,
} from '@tabler/icons-react';
import type { CategoryIcon, JobCategory } from './job-categories';
import classes from './placements.module.css';

const icons: Record<CategoryIcon, typeof IconCode> = {
  code: IconCode,
  chart: IconChartBar,
  palette: IconPalette,
  megaphone: IconSpeakerphone,
  cloud: IconCloud,
  shield: IconShieldLock,
  headset: IconHeadset,
  briefcase: IconBriefcase,
};

interface CategoryCardProps {
  category: JobCategory;
  /** Offered for a category with stored jobs: show them. */
  onChoose?: () => void;
}

/** One job category: picture or icon, title, description; examples say so. */
export function CategoryCard({ category, onChoose }: CategoryCardProps) {
  const Icon = icons[category.icon];
  return (
    <Card withBorder padding="md" className={classes.category}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        {category.image ? (
          <Image src={category.image} alt="" w={44} h={44} radius="md" fit="cover" />
        ) : (
          <ThemeIcon size={44} radius="md" variant="light" aria-hidden>
            <Icon size={24} />
          </ThemeIcon>
        )}
        {category.example ? (
          <Badge variant="light" color="gray">
            Example
          </Badge>
        ) : (
          <Badge variant="light">{category.jobs === 1 ? '1 job' : `${category.jobs} jobs`}</Badge>
        )}
      </Group>
      <Text component="h3" fw={700} mt="sm">
        {category.title}
      </Text>
      {category.description && (
        <Text size="sm" c="dimmed" mt={4} lineClamp={3}>
          {category.description}
        </Text>
      )}
      {onChoose && (
        <Button
          variant="light"
          size="xs"
          mt="sm"
          className={classes.categoryAction}
          onClick={onChoose}
          aria-label={`View jobs in ${category.title}`}
        >
          View jobs
        </Button>
      )}
    </Card>
  );
}
