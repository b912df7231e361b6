import { Badge, Group, type MantineSpacing, Title } from '@mantine/core';

interface TitleWithBadgeProps {
  title: string;
  size: 'h4' | 'h5';
  /** Beside the title: the mode. */
  badge: string;
  mt?: MantineSpacing;
}

/** A card's title (an h3) with its mode badge on the right, the badge never squeezed. */
export function TitleWithBadge({ title, size, badge, mt }: TitleWithBadgeProps) {
  return (
    <Group justify="space-between" align="flex-start" mt={mt} wrap="nowrap">
      <Title order={3} size={size}>
        {title}
      </Title>
      <Badge variant="light" flex="none">
        {badge}
      </Badge>
    </Group>
  );
}
