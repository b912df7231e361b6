import { Container, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { assessmentMessages as m, type Section, sectionLabel } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { LoadError } from '../../components/load-error';
import { usePageTitle } from '../../lib/use-page-title';
import { assessmentQueries } from './assessment-api';
import classes from './exam.module.css';
import { type Attempt, isClosed, useExamAttempt } from './exam-attempt';
import { ExamBar } from './exam-bar';
import { ExamSummary } from './exam-summary';
import { InvalidDomain, isInvalidDomain } from './invalid-domain';
import { SectionPanel } from './section-panel';
import { SectionSteps, type Step } from './section-steps';
import { useExamSection } from './use-exam-section';

/** Spec 001 §9: the fade between sections waits 50 ms. */
const SECTION_FADE_MS = 50;

const stepOf = (section: Section): Step => (section === 'aptitude' ? 0 : 1);

/** Where a sitting resumes: the first section still open, or the Summary when both are closed. */
function firstOpenStep({ sections }: Attempt): Step {
  if (!isClosed(sections.aptitude)) return 0;
  if (!isClosed(sections.domain)) return 1;
  return 2;
}

interface ExamViewProps {
  userId: string;
  domainId: number;
}

/**
 * Spec 001 §2/§4 exam: a sticky header with the domain and the time left, the section buttons, then
 * the section on screen (question, options, palette, footer) or the Summary. Sections switch with a
 * short fade. A section starts only when the person confirms it; one whose time runs out is
 * submitted and says so, and the person decides where to go next. A reload returns to the same step
 * and question.
 */
export function ExamView({ userId, domainId }: ExamViewProps) {
  const {
    attempt,
    setSection,
    setStep: keepStep,
    setIndex,
    markClosed,
    startOver,
  } = useExamAttempt(userId, domainId);
  const [step, setStep] = useState<Step>(() => attempt.step ?? firstOpenStep(attempt));
  const [fading, setFading] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(fadeTimer.current), []);
  // The exam opens at its top, not at the scroll position of the page before (or before a reload).
  // A block body: Chromium's scrollTo now returns a promise, and an effect may return only its clean-up.
  useEffect(() => {
    window.scrollTo(0, 0);
  }, []);

  const go = useCallback(
    (next: Step) => {
      clearTimeout(fadeTimer.current);
      setFading(true);
      keepStep(next);
      fadeTimer.current = setTimeout(() => {
        setStep(next);
        setFading(false);
      }, SECTION_FADE_MS);
    },
    [keepStep],
  );

  const onClosed = useCallback((section: Section, reason: string) => {
    // The section on screen says so itself; this reaches a person looking at another step too.
    notifications.show({ color: 'orange', title: `${sectionLabel(section)} is closed`, message: reason });
  }, []);

  // The attempt policy's word on each section: an open attempt is resumed, a refused start explained.
  const attempts = useQuery(assessmentQueries.attempts(userId, domainId));
  const common = {
    userId,
    domainId,
    attempt,
    attempts: attempts.data,
    onRecord: setSection,
    onIndex: setIndex,
    onClosed,
  };
  const aptitude = useExamSection({ ...common, section: 'aptitude' });
  const domain = useExamSection({ ...common, section: 'domain' });
  const domains = useQuery(assessmentQueries.domains());
  const settings = domains.data?.find((d) => d.id === domainId);

  const name = aptitude.session?.domain_name ?? domain.session?.domain_name ?? settings?.name;
  usePageTitle(name ? `Exam: ${name}` : 'Exam');

  const unknownDomain = domains.isSuccess && !settings;
  if (unknownDomain || isInvalidDomain(aptitude.start.error) || isInvalidDomain(domain.start.error))
    return <InvalidDomain />;

  const current = step === 0 ? aptitude : step === 1 ? domain : null;
  const running = [aptitude, domain].filter((s) => s.record && !s.closed);
  // The Summary keeps the clock of the section still running (the sooner to end, if both are).
  const clock = current
    ? current.closed
      ? undefined
      : current.record
    : running.map((s) => s.record!).sort((a, b) => a.clientDeadline - b.clientDeadline)[0];
  const again = () => {
    startOver();
    setStep(0);
  };
  const jump = (section: Section, index: number) => {
    (section === 'aptitude' ? aptitude : domain).setIndex(index);
    go(stepOf(section));
  };
  const panel = {
    attempts: attempts.data,
    domain: settings,
    active: !fading,
    onResults: () => go(2),
    onSubmitted: markClosed,
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <ExamBar
          title={`Exam: ${name ?? '…'}`}
          attempt={
            current?.session && !current.closed
              ? m.attemptOf(current.session.attempt_number, current.session.attempts_per_section)
              : undefined
          }
          deadline={clock?.clientDeadline}
          palette={current?.session !== undefined && !current.closed}
        />
        <SectionSteps step={step} done={{ 0: aptitude.closed, 1: domain.closed }} onSelect={go} />
        {attempts.isError && (
          <LoadError
            message="Failed to load your attempts at this exam."
            onRetry={() => attempts.refetch()}
            retrying={attempts.isFetching}
          />
        )}
        <div className={classes.fade} data-fading={fading || undefined}>
          {step === 0 && (
            <SectionPanel {...panel} exam={aptitude} first onBefore={() => {}} onAfter={() => go(1)} />
          )}
          {step === 1 && (
            <SectionPanel
              {...panel}
              exam={domain}
              first={false}
              onBefore={() => {
                aptitude.setIndex(Math.max(0, (aptitude.session?.questions.length ?? 1) - 1));
                go(0);
              }}
              onAfter={() => go(2)}
            />
          )}
          {step === 2 && (
            <ExamSummary
              userId={userId}
              sections={[aptitude, domain]}
              attempts={attempts.data}
              onSubmitted={markClosed}
              onStartOver={again}
              onJump={jump}
            />
          )}
        </div>
      </Stack>
    </Container>
  );
}
