import { Anchor, Card, Group, Text, ThemeIcon, Title } from '@mantine/core';
import type { Icon } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from '../home-page.module.css';

interface ServiceCardProps {
  icon: Icon;
  title: string;
  /** When set, the title links here. */
  titleTo?: string;
  description: string;
  /** The card's button (a link, a dialog trigger or a disabled placeholder). */
  action: ReactNode;
}

/** One service of the landing page's services section. */
export function ServiceCard({ icon: ServiceIcon, title, titleTo, description, action }: ServiceCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" className={classes.serviceCard}>
      <Group gap="md" wrap="nowrap">
        <ThemeIcon size={48} radius="md" variant="light">
          <ServiceIcon size={26} aria-hidden="true" />
        </ThemeIcon>
        <Title order={3} size="h4">
          {titleTo ? (
            <Anchor component={Link} to={titleTo} inherit>
              {title}
            </Anchor>
          ) : (
            title
          )}
        </Title>
      </Group>
      <Text size="sm" c="dimmed" mt="md" mb="lg">
        {description}
      </Text>
      <div className={classes.serviceAction}>{action}</div>
    </Card>
  );
}
