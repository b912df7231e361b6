import { Alert, Button, Group, List, Stack, Tabs, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type Attempts, assessmentMessages as m, type Section, sectionLabel } from '@skillpath/contract';
import { IconRefresh, IconSend } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { assessmentKeys, assessmentQueries } from './assessment-api';
import { AttemptsUsed, noAttemptNow } from './attempt-refusal';
import { CertificateEarned } from './certificate-earned';
import { type ResultRow, ResultsTable } from './results-table';
import { ReviewPanel } from './review-panel';
import { progressLine, type SectionProgress, sectionProgress } from './section-progress';
import { SubmitConfirmation } from './submit-confirmation';
import type { ExamSection } from './use-exam-section';
import { useSubmitExam } from './use-submit-exam';

interface ExamSummaryProps {
  userId: string;
  sections: ExamSection[];
  /** The learner's attempts at this domain: taking the exam again is offered only when one is open. */
  attempts: Attempts | undefined;
  onSubmitted: (section: Section) => void;
  onStartOver: () => void;
  /** From the submit confirmation back to a question. */
  onJump: (section: Section, index: number) => void;
}

/** Before submitting: where each section stands, so the Summary reads as one before any score. */
function Progress({ progress }: { progress: SectionProgress[] }) {
  return (
    <List size="sm">
      {progress.map((p) => (
        <List.Item key={p.section}>{progressLine(p)}</List.Item>
      ))}
    </List>
  );
}

/**
 * Spec 001 §2/§4 Exam Summary: this exam's results (Category, Score, Total Questions) and Submit Test,
 * which asks first (unanswered and marked questions, with links back), then submits each started
 * section, reloads the results and says so; then a review per section.
 */
export function ExamSummary({
  userId,
  sections,
  attempts,
  onSubmitted,
  onStartOver,
  onJump,
}: ExamSummaryProps) {
  const [confirming, { open: confirm, close: cancel }] = useDisclosure(false);
  const progress = sections.map(sectionProgress);
  const started = sections.flatMap((s) =>
    s.record ? [{ section: s.section, sessionId: s.record.sessionId }] : [],
  );
  const ids = new Set(started.map((s) => s.sessionId));
  const results = useQuery(assessmentQueries.results(userId));
  const submit = useSubmitExam(onSubmitted);
  const queryClient = useQueryClient();
  // Unknown (loading or failed) attempt state leaves the choice to the server, which refuses clearly.
  const canRetake = !noAttemptNow(attempts);

  const mine = (results.data ?? [])
    .filter((r) => ids.has(r.session_id))
    .sort((a, b) => (a.section === b.section ? 0 : a.section === 'aptitude' ? -1 : 1));
  // Spec 001 §8: when the results cannot be loaded, zero results per category are shown.
  const rows: ResultRow[] = results.isError
    ? (started.length ? started.map((s) => s.section) : (['aptitude', 'domain'] as const)).map((section) => ({
        key: section,
        category: sectionLabel(section),
        correct: 0,
        total: 0,
        percent: 0,
      }))
    : mine.map((r) => ({
        key: r.session_id,
        category: r.category,
        correct: r.correct_answers,
        total: r.total_questions,
        percent: r.score_percent,
      }));
  const certificate = mine.find((r) => r.certificate)?.certificate;
  const allSubmitted =
    started.length > 0 && started.every((s) => mine.some((r) => r.session_id === s.sessionId));

  const submitTest = () =>
    submit.mutate(started, {
      onSuccess: cancel,
      // Reload whatever happened: a section that went through has a result now, and used an attempt.
      onSettled: () => {
        results.refetch();
        queryClient.invalidateQueries({ queryKey: assessmentKeys.allAttempts() });
      },
    });
  const failures = submit.data ?? [];

  return (
    <Stack gap="lg">
      <Title order={2}>Exam Summary</Title>
      {results.isError && (
        <Alert color="red" variant="light" role="alert" title={m.resultsFailed}>
          <Button
            size="xs"
            variant="outline"
            color="red.9"
            leftSection={<IconRefresh size={14} aria-hidden="true" />}
            loading={results.isFetching}
            onClick={() => results.refetch()}
          >
            Retry
          </Button>
        </Alert>
      )}
      {rows.length > 0 ? (
        <ResultsTable rows={rows} />
      ) : (
        results.isPending && started.length > 0 && <Text role="status">Loading results...</Text>
      )}

      {submit.isSuccess && failures.length === 0 && (
        <Alert color="green" variant="light" role="status">
          {m.submitted}
        </Alert>
      )}
      {certificate && <CertificateEarned certificate={certificate} />}
      {failures.length > 0 && (
        <Alert color="red" variant="light" role="alert">
          {failures.map((failure) => (
            <Text key={failure} size="sm">
              {failure}
            </Text>
          ))}
        </Alert>
      )}

      {allSubmitted && canRetake && (
        <Group>
          <Button variant="default" onClick={onStartOver}>
            Take the exam again
          </Button>
        </Group>
      )}
      {allSubmitted && !canRetake && attempts && <AttemptsUsed attempts={attempts} />}
      {!allSubmitted && (
        <Stack gap="sm" align="flex-start">
          <Progress progress={progress} />
          {started.length === 0 && <Text c="dimmed">Start a section to begin the exam.</Text>}
          <Button
            leftSection={<IconSend size={16} aria-hidden="true" />}
            loading={submit.isPending}
            disabled={started.length === 0}
            onClick={confirm}
          >
            Submit Test
          </Button>
          <SubmitConfirmation
            opened={confirming}
            progress={progress}
            submitting={submit.isPending}
            onCancel={cancel}
            onConfirm={submitTest}
            onJump={(section, index) => {
              cancel();
              onJump(section, index);
            }}
          />
        </Stack>
      )}

      {mine.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="review-title">
          <Title order={2} id="review-title">
            Review
          </Title>
          <Tabs defaultValue={String(mine[0]!.session_id)} keepMounted={false}>
            <Tabs.List>
              {mine.map((r) => (
                <Tabs.Tab key={r.session_id} value={String(r.session_id)}>
                  {r.category}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {mine.map((r) => (
              <Tabs.Panel key={r.session_id} value={String(r.session_id)} pt="md">
                <ReviewPanel sessionId={r.session_id} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </Stack>
      )}
    </Stack>
  );
}
