import { Group, Stack, Text, Title } from '@mantine/core';
import type { TestSession } from '@skillpath/contract';
import { IconFlag } from '@tabler/icons-react';
import { type AnswerState, type PaletteState, paletteLabels, paletteState } from './answer-state';
import classes from './exam.module.css';

interface QuestionPaletteProps {
  questions: TestSession['questions'];
  answers: Record<number, AnswerState>;
  current: number;
  onJump: (index: number) => void;
}

const legendOrder: PaletteState[] = ['answered', 'visited', 'not-visited', 'marked'];

/**
 * Spec 001 §2/§4 question palette: 5 columns, one button per question coloured by its state, the
 * question on screen ringed; a click jumps to it. Each button names its state, so colour is never
 * the only signal.
 */
export function QuestionPalette({ questions, answers, current, onJump }: QuestionPaletteProps) {
  return (
    <Stack gap="sm" component="nav" aria-labelledby="palette-title">
      <Title order={2} size="h5" id="palette-title">
        Question palette
      </Title>
      <ol className={classes.palette}>
        {questions.map((q, index) => {
          const state = paletteState(answers[q.test_question_id]);
          return (
            <li key={q.test_question_id}>
              <button
                type="button"
                className={classes.cell}
                data-state={state}
                aria-current={index === current ? 'true' : undefined}
                aria-label={`Question ${index + 1}, ${paletteLabels[state]}`}
                onClick={() => onJump(index)}
              >
                {index + 1}
                {state === 'marked' && <IconFlag size={12} className={classes.flag} aria-hidden="true" />}
              </button>
            </li>
          );
        })}
      </ol>
      <Stack gap={4} aria-label="Palette colours" role="list">
        {legendOrder.map((state) => (
          <Group key={state} gap={8} wrap="nowrap" role="listitem">
            <span className={classes.swatch} data-state={state} aria-hidden="true" />
            <Text size="sm">{paletteLabels[state]}</Text>
          </Group>
        ))}
      </Stack>
    </Stack>
  );
}
