import { Box, Button, Card, Image, Text, Title } from '@mantine/core';
import type { Domain } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import type { CSSProperties } from 'react';
import { assessmentQueries } from './assessment-api';
import { noAttemptNow } from './attempt-refusal';
import defaultImage from './default-domain-image.svg';
import { DomainAttempts } from './domain-attempts';
import classes from './domain-selection.module.css';

interface DomainCardProps {
  domain: Domain;
  /** Place in the grid: the entrance animation waits 0.1 s per index. */
  index: number;
  onStart: (domain: Domain) => void;
  /** The signed-in learner, whose attempts at the domain the card shows; none for a visitor. */
  userId: string | undefined;
}

/**
 * Spec 001 §2 challenge card: image (default when missing or broken), name, description, start. For a
 * signed-in learner also the attempt policy's word (DESIGN §7); no start when no attempt is open now.
 */
export function DomainCard({ domain, index, onStart, userId }: DomainCardProps) {
  // A failed read leaves the card as it was: the exam page explains a refused start anyway.
  const attempts = useQuery({
    ...assessmentQueries.attempts(userId ?? '', domain.id),
    enabled: userId !== undefined,
  });
  const closed = noAttemptNow(attempts.data);
  return (
    <Card
      withBorder
      radius="lg"
      padding="lg"
      component="article"
      className={classes.card}
      style={{ '--card-index': index } as CSSProperties}
    >
      <Card.Section>
        {/* The image illustrates the name printed below it, so it is decorative (empty alt). */}
        <Image src={domain.image || null} fallbackSrc={defaultImage} alt="" h={160} fit="cover" />
      </Card.Section>
      <Title order={2} size="h3" mt="md">
        {domain.name}
      </Title>
      <Text c="dimmed" mt="xs" mb="lg" lineClamp={3}>
        {domain.description}
      </Text>
      {attempts.data && (
        <Box mt="auto" mb={closed ? 0 : 'sm'}>
          <DomainAttempts attempts={attempts.data} />
        </Box>
      )}
      {/* The name tells the four buttons apart for people who list a page's buttons. */}
      {!closed && (
        <Button
          mt="auto"
          fullWidth
          onClick={() => onStart(domain)}
          aria-label={`Start Challenge: ${domain.name}`}
        >
          Start Challenge
        </Button>
      )}
    </Card>
  );
}
