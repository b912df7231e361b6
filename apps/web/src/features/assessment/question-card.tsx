import { Radio, Stack, Text, Title } from '@mantine/core';
import type { OptionKey, TestSession } from '@skillpath/contract';
import classes from './exam.module.css';
import { shownOptions } from './option-order';

interface QuestionCardProps {
  question: TestSession['questions'][number];
  index: number;
  total: number;
  selected: OptionKey | null;
  onChoose: (option: OptionKey) => void;
}

/**
 * One question and its four options A–D as a radio group (spec 001 §5: only A to D), in the order
 * this attempt shows them.
 */
export function QuestionCard({ question, index, total, selected, onChoose }: QuestionCardProps) {
  const headingId = `question-${question.test_question_id}`;
  return (
    <Stack gap="md">
      <Title order={2} size="h4" id={headingId} aria-live="polite">
        Question {index + 1} of {total}
      </Title>
      <Radio.Group
        value={selected}
        onChange={(value) => onChoose(value as OptionKey)}
        label={
          <Text component="span" fz="lg" fw={500} style={{ whiteSpace: 'pre-line' }}>
            {question.question}
          </Text>
        }
        aria-describedby={headingId}
      >
        <Stack gap="sm" mt="md">
          {shownOptions(question.option_order).map(({ key, label }) => (
            <Radio
              key={key}
              value={key}
              classNames={{
                root: classes.option,
                body: classes.optionBody,
                labelWrapper: classes.optionBody,
                label: classes.optionLabel,
              }}
              label={
                <>
                  <strong>{label}.</strong> {question.options[key]}
                </>
              }
            />
          ))}
        </Stack>
      </Radio.Group>
    </Stack>
  );
}
