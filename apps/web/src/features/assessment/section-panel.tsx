import { Alert, Button, Grid, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import {
  type Attempts,
  type Domain,
  examErrorCodes,
  assessmentMessages as m,
  type OptionKey,
  type Section,
  sectionLabel,
} from '@skillpath/contract';
import { LoadError } from '../../components/load-error';
import { ApiRequestError } from '../../lib/api';
import { choose, clearResponse, saveAndNext, toggleMark } from './answer-state';
import { AttemptRefusal, isAttemptRefusal } from './attempt-refusal';
import classes from './exam.module.css';
import { ExamControls } from './exam-controls';
import { optionAt } from './option-order';
import { QuestionCard } from './question-card';
import { QuestionPalette } from './question-palette';
import { SaveStatus } from './save-status';
import { SectionEnd } from './section-end';
import { StartSection } from './start-section';
import { useExamKeys } from './use-exam-keys';
import type { ExamSection } from './use-exam-section';

interface SectionPanelProps {
  exam: ExamSection;
  /** The learner's attempts at this domain, to explain a refused start. */
  attempts: Attempts | undefined;
  /** The domain's settings: how many questions and minutes a section has. */
  domain: Domain | undefined;
  /** Previous is disabled at the first question of the first section (spec 001 §4). */
  first: boolean;
  /** On screen now: only then do the keys act on it. */
  active: boolean;
  /** Previous at the first question: the section before. */
  onBefore: () => void;
  /** On from the last question without submitting: the next section, or the Summary. */
  onAfter: () => void;
  /** The Summary, where the results are. */
  onResults: () => void;
  /** The section was submitted from its end (Save & Finish at the last question). */
  onSubmitted: (section: Section) => void;
}

/** The server's own word when it has one that fits (no questions), else the section's start failure. */
function startError(error: Error, label: string) {
  if (error instanceof ApiRequestError && error.code === examErrorCodes.noQuestions && error.detail)
    return error.detail;
  return m.startFailed(label);
}

/** A section of the exam: its question, options, footer buttons and palette, or why they are missing. */
export function SectionPanel({
  exam,
  attempts,
  domain,
  first,
  active,
  onBefore,
  onAfter,
  onResults,
  onSubmitted,
}: SectionPanelProps) {
  const { session, answers, index, setIndex, start } = exam;
  const [ending, { open: end, close: stayInSection }] = useDisclosure(false);
  const label = sectionLabel(exam.section);
  const questions = session?.questions ?? [];
  const question = questions[index];
  const state = question ? answers.answers[question.test_question_id] : undefined;
  const working = active && !exam.closed && question !== undefined;

  const save = (next: NonNullable<typeof state>, failure: string = m.saveFailed) => {
    if (question) answers.save(question.test_question_id, next, failure);
  };
  const current = state ?? { selected: null, status: 'not visited' as const };
  const previous = () => (index > 0 ? setIndex(index - 1) : onBefore());
  const last = index === questions.length - 1;
  // At the last question the section does not end by surprise: the person is told, and chooses.
  const saveNext = () => {
    save(saveAndNext(current));
    if (last) end();
    else setIndex(index + 1);
  };
  const next = first ? `Continue to ${sectionLabel('domain')}` : 'Go to Summary';
  const pick = (option: OptionKey) => save(choose(current, option));

  useExamKeys(working && !ending, {
    // A key names the option at that place on screen; the answer keeps the option's own key.
    onChoose: (label) => question && pick(optionAt(question.option_order, label)),
    onPrevious: () => (first && index === 0 ? undefined : previous()),
    onNext: saveNext,
  });

  if (exam.closed)
    return (
      <Alert color="blue" variant="light" role="status" title={`${label} is closed`}>
        <Text size="sm" mb="sm">
          {exam.reason ? `${exam.reason} ` : ''}This section's answers have been submitted. Your score is in
          the Summary.
        </Text>
        <Group gap="sm">
          <Button size="xs" onClick={onResults}>
            See results
          </Button>
          {first && (
            <Button size="xs" variant="default" onClick={onAfter}>
              Continue to {sectionLabel('domain')}
            </Button>
          )}
        </Group>
      </Alert>
    );

  if (exam.unstarted) {
    const state = attempts?.sections.find((s) => s.section === exam.section);
    if (state && (state.status === 'exhausted' || state.status === 'waiting'))
      return <AttemptRefusal attempts={attempts} section={exam.section} detail={undefined} />;
    if (!attempts) return <Skeleton h={160} radius="lg" />;
    return (
      <StartSection
        label={label}
        questions={exam.section === 'aptitude' ? domain?.aptitude_questions : domain?.domain_questions}
        minutes={domain?.minutes_per_section}
        showsKey={domain?.show_correct_answers}
        onStart={exam.begin}
      />
    );
  }

  if (start.isError && isAttemptRefusal(start.error))
    return <AttemptRefusal attempts={attempts} section={exam.section} detail={start.error.detail} />;

  if (start.isError)
    return (
      <LoadError
        message={startError(start.error, label)}
        onRetry={() => start.refetch()}
        retrying={start.isFetching}
      />
    );

  if (!session)
    return (
      <Stack gap="md">
        <Text role="status">{m.loadingQuestions}</Text>
        <Skeleton h={28} w="60%" />
        {[1, 2, 3, 4].map((key) => (
          <Skeleton key={key} h={48} />
        ))}
      </Stack>
    );

  if (!question)
    return (
      <Text role="status" py="md">
        {m.noQuestions(exam.section === 'aptitude' ? 'Aptitude' : 'Domain')}
      </Text>
    );

  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 8 }}>
        <Paper withBorder radius="lg" p={{ base: 'sm', sm: 'lg' }}>
          <Stack gap="md">
            <QuestionCard
              question={question}
              index={index}
              total={questions.length}
              selected={current.selected}
              onChoose={pick}
            />
            <SaveStatus
              saving={answers.saving}
              savedOnce={answers.savedOnce}
              error={answers.error}
              onDismiss={answers.dismissError}
            />
            <ExamControls
              marked={current.status === 'marked'}
              previousDisabled={first && index === 0}
              last={last}
              onMark={() => save(toggleMark(current))}
              onClear={() => save(clearResponse(), m.clearFailed)}
              onPrevious={previous}
              onSaveNext={saveNext}
            />
          </Stack>
        </Paper>
        <SectionEnd
          exam={exam}
          opened={ending}
          onClose={stayInSection}
          next={next}
          onNext={onAfter}
          onSubmitted={onSubmitted}
        />
      </Grid.Col>
      <Grid.Col span={{ base: 12, md: 4 }}>
        <Paper
          withBorder
          radius="lg"
          p={{ base: 'sm', sm: 'lg' }}
          id="exam-palette"
          className={classes.below}
        >
          <QuestionPalette
            questions={questions}
            answers={answers.answers}
            current={index}
            onJump={setIndex}
          />
        </Paper>
      </Grid.Col>
    </Grid>
  );
}
