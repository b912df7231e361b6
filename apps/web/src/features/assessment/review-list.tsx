import { Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { OptionKey } from '@skillpath/contract';
import { IconCheck, IconX } from '@tabler/icons-react';
import type { SessionReview } from './assessment-api';
import classes from './exam.module.css';
import { PASS_GREEN } from './exam-colors';
import { shownOptions } from './option-order';

type ReviewQuestion = SessionReview['questions'][number];

function OptionLine({
  question,
  option,
  label,
}: {
  question: ReviewQuestion;
  option: OptionKey;
  /** Its place in the order the attempt showed the options. */
  label: OptionKey;
}) {
  const correct = option === question.correct_answer;
  const chosen = option === question.selected_option;
  const wrongChoice = chosen && !correct;
  return (
    <Group
      gap="xs"
      wrap="nowrap"
      className={`${classes.option} ${correct ? classes.correct : ''} ${wrongChoice ? classes.wrong : ''}`}
      data-correct={correct || undefined}
      data-wrong={wrongChoice || undefined}
    >
      {correct && <IconCheck size={16} color={PASS_GREEN} aria-hidden="true" />}
      {wrongChoice && <IconX size={16} color="var(--mantine-color-red-9)" aria-hidden="true" />}
      <Text size="sm" className={classes.optionBody}>
        <strong>{label}.</strong> {question.options[option]}
      </Text>
      {chosen && (
        <Badge color={correct ? PASS_GREEN : 'red.9'} variant="filled" flex="none">
          Your answer
        </Badge>
      )}
      {correct && !chosen && (
        <Badge color={PASS_GREEN} variant="filled" flex="none">
          Correct answer
        </Badge>
      )}
    </Group>
  );
}

/** The place (A–D) an option had on screen in the attempt, which is how the candidate knew it. */
const labelOf = (q: ReviewQuestion, option: OptionKey) =>
  shownOptions(q.option_order).find((o) => o.key === option)?.label ?? option;

/**
 * "Your answer: B — wrong", in words; the correct option is named only when the server sent it (an
 * admin's choice per domain: by default a wrong answer's right option is never shown).
 */
function AnswerLine({ question: q }: { question: ReviewQuestion }) {
  const key = q.correct_answer;
  return (
    <Text size="sm" mb="xs">
      {q.selected_option === null
        ? 'Your answer: none'
        : `Your answer: ${labelOf(q, q.selected_option)} — ${q.is_correct ? 'right' : 'wrong'}`}
      {key !== undefined && !q.is_correct && ` · Correct answer: ${labelOf(q, key)}`}
    </Text>
  );
}

/**
 * A submitted section question by question: the chosen option marked right or wrong, and the correct
 * option in green when the server sent it, each also named in words ("Your answer", "Correct answer")
 * so colour is not the only signal.
 */
export function ReviewList({ review }: { review: SessionReview }) {
  return (
    <Stack gap="md" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {review.questions.map((q) => (
        <Paper key={q.position} component="li" withBorder radius="md" p="md">
          <Group justify="space-between" align="flex-start" gap="xs" mb="xs">
            <Title order={3} size="h5">
              Question {q.position}
            </Title>
            {q.selected_option === null ? (
              <Badge color="gray.7">Not answered</Badge>
            ) : q.is_correct ? (
              <Badge color={PASS_GREEN}>Correct</Badge>
            ) : (
              <Badge color="red.9">Wrong</Badge>
            )}
          </Group>
          <Text mb="xs" style={{ whiteSpace: 'pre-line' }}>
            {q.question}
          </Text>
          <AnswerLine question={q} />
          <Stack gap={6}>
            {shownOptions(q.option_order).map(({ key, label }) => (
              <OptionLine key={key} question={q} option={key} label={label} />
            ))}
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
