import { Card } from '@mantine/core';
import type { ReactNode } from 'react';
import { CoverImage } from './cover-image';
import { TitleWithBadge } from './title-with-badge';

interface CoverCardProps {
  /** The cover's address. */
  cover: string;
  coverHeight: number;
  title: string;
  titleSize: 'h4' | 'h5';
  /** Beside the title: the mode. */
  badge: string;
  className?: string;
  /** What follows the title: facts, summary, a link. */
  children: ReactNode;
}

/** A public catalogue card (course, batch): its cover, then its title with the mode beside it. */
export function CoverCard({
  cover,
  coverHeight,
  title,
  titleSize,
  badge,
  className,
  children,
}: CoverCardProps) {
  return (
    <Card withBorder radius="lg" padding="lg" component="article" className={className}>
      <Card.Section>
        {/* The cover repeats the title printed below it, so it is decorative (empty alt). */}
        <CoverImage src={cover} alt="" h={coverHeight} fit="cover" loading="lazy" />
      </Card.Section>
      <TitleWithBadge title={title} size={titleSize} badge={badge} mt="md" />
      {children}
    </Card>
  );
}
