import { Card, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { TitleWithBadge } from '../../../components/title-with-badge';
import { CardActions } from './card-actions';
import { CardImage } from './card-image';

interface AdminCardProps {
  title: string;
  /** Beside the title: the mode. */
  badge: string;
  /** The cover's address ('' draws the no-image panel); leave it out for a card without a cover. */
  image?: string;
  imageHeight?: number;
  /** A small line above the title, e.g. a placement's category. */
  eyebrow?: string;
  /** A name for the card itself, where the screen gives it one. */
  'aria-label'?: string;
  /** The loading flag (spec 001 §4): Edit and Delete wait. */
  busy: boolean;
  onEdit: () => void;
  onDelete: () => void;
  /** The card's facts, between the title and the buttons. */
  children: ReactNode;
}

/** A card of an admin grid (courses, batches, internships, placements, workshops), with Edit and Delete. */
export function AdminCard({
  title,
  badge,
  image,
  imageHeight,
  eyebrow,
  'aria-label': ariaLabel,
  busy,
  onEdit,
  onDelete,
  children,
}: AdminCardProps) {
  const hasImage = image !== undefined;
  return (
    <Card withBorder radius="lg" padding="md" component="article" aria-label={ariaLabel}>
      {hasImage && (
        <Card.Section>
          <CardImage src={image} height={imageHeight} />
        </Card.Section>
      )}
      {eyebrow !== undefined && (
        <Text size="xs" c="dimmed" tt="uppercase" fw={700} mt="md">
          {eyebrow}
        </Text>
      )}
      <TitleWithBadge
        title={title}
        size="h5"
        badge={badge}
        mt={hasImage && eyebrow === undefined ? 'md' : undefined}
      />
      {children}
      <CardActions name={title} onEdit={onEdit} onDelete={onDelete} disabled={busy} />
    </Card>
  );
}
