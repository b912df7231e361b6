import { Card, List, SimpleGrid, Text } from '@mantine/core';
import { type Mcq, OPTION_KEYS } from '@skillpath/contract';
import { CardActions } from '../shared/card-actions';

interface McqListProps {
  mcqs: Mcq[];
  busy: boolean;
  onEdit: (mcq: Mcq) => void;
  onDelete: (mcq: Mcq) => void;
}

/** Spec 001 §2: each MCQ with its question, four options and the correct answer. */
export function McqList({ mcqs, busy, onEdit, onDelete }: McqListProps) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      {mcqs.map((mcq, index) => (
        <Card
          key={mcq.id}
          withBorder
          radius="lg"
          padding="md"
          component="article"
          aria-label={`Question ${index + 1}`}
        >
          <Text fw={600}>
            {index + 1}. {mcq.question}
          </Text>
          <List listStyleType="none" spacing={4} mt="sm" size="sm">
            {OPTION_KEYS.map((key) => (
              <List.Item key={key}>
                <Text span fw={key === mcq.correct_answer ? 700 : 400} size="sm">
                  {key}. {mcq.options[key]}
                </Text>
              </List.Item>
            ))}
          </List>
          <Text mt="sm" size="sm" fw={700}>
            Correct answer: {mcq.correct_answer ?? '—'}
          </Text>
          <CardActions
            name={`question ${index + 1}`}
            onEdit={() => onEdit(mcq)}
            onDelete={() => onDelete(mcq)}
            disabled={busy}
          />
        </Card>
      ))}
    </SimpleGrid>
  );
}
