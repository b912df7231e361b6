import { Button, Card, Image, Text, Title } from '@mantine/core';
import type { Domain } from '@skillpath/contract';
import type { CSSProperties } from 'react';
import defaultImage from './default-domain-image.svg';
import classes from './domain-selection.module.css';

interface DomainCardProps {
  domain: Domain;
  /** Place in the grid: the entrance animation waits 0.1 s per index. */
  index: number;
  onStart: (domain: Domain) => void;
}

/** Spec 001 §2 challenge card: image (default when missing or broken), name, description, start. */
export function DomainCard({ domain, index, onStart }: DomainCardProps) {
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
      {/* The name tells the four buttons apart for people who list a page's buttons. */}
      <Button
        mt="auto"
        fullWidth
        onClick={() => onStart(domain)}
        aria-label={`Start Challenge: ${domain.name}`}
      >
        Start Challenge
      </Button>
    </Card>
  );
}
