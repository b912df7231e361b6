import { Badge, Container, Group, Stack, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { assessmentMessages as m, type Section } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { usePageTitle } from '../../lib/use-page-title';
import { assessmentQueries } from './assessment-api';
import classes from './exam.module.css';
import { type Attempt, isClosed, useExamAttempt } from './exam-attempt';
import { ExamSummary } from './exam-summary';
import { InvalidDomain, isInvalidDomain } from './invalid-domain';
import { SectionPanel } from './section-panel';
import { SectionSteps, type Step } from './section-steps';
import { TimeLeft } from './time-left';
import { useExamSection } from './use-exam-section';

/** Spec 001 §9: the fade between sections waits 50 ms. */
export const SECTION_FADE_MS = 50;

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
 * Spec 001 §2/§4 exam: header with the domain and the time left, the section buttons, then the
 * section on screen (question, options, palette, footer) or the Summary. Sections switch with a short
 * fade; a section whose time runs out is submitted and the exam moves on.
 */
export function ExamView({ userId, domainId }: ExamViewProps) {
  const { attempt, setSection, markClosed, startOver } = useExamAttempt(userId, domainId);
  const [step, setStep] = useState<Step>(() => firstOpenStep(attempt));
  const [opened, setOpened] = useState<ReadonlySet<Step>>(() => new Set([step]));
  const [fading, setFading] = useState(false);
  const fadeTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const stepRef = useRef(step);
  stepRef.current = step;
  useEffect(() => () => clearTimeout(fadeTimer.current), []);

  const go = useCallback((next: Step) => {
    clearTimeout(fadeTimer.current);
    setFading(true);
    fadeTimer.current = setTimeout(() => {
      setStep(next);
      setOpened((current) => new Set(current).add(next));
      setFading(false);
    }, SECTION_FADE_MS);
  }, []);

  const onClosed = useCallback(
    (section: Section, reason: string) => {
      notifications.show({ color: 'orange', title: 'Section closed', message: reason });
      if (stepRef.current === stepOf(section)) go((stepOf(section) + 1) as Step);
    },
    [go],
  );

  const common = { userId, domainId, attempt, onRecord: setSection, onClosed };
  const aptitude = useExamSection({ ...common, section: 'aptitude', opened: opened.has(0) });
  const domain = useExamSection({ ...common, section: 'domain', opened: opened.has(1) });
  const domains = useQuery(assessmentQueries.domains());
  // The attempt policy's word on each section: shown when a start is refused, and under the Summary.
  const attempts = useQuery(assessmentQueries.attempts(userId, domainId));

  const name =
    aptitude.session?.domain_name ??
    domain.session?.domain_name ??
    domains.data?.find((d) => d.id === domainId)?.name;
  usePageTitle(name ? `Exam: ${name}` : 'Exam');

  const unknownDomain = domains.isSuccess && !domains.data.some((d) => d.id === domainId);
  if (unknownDomain || isInvalidDomain(aptitude.start.error) || isInvalidDomain(domain.start.error))
    return <InvalidDomain />;

  const current = step === 0 ? aptitude : step === 1 ? domain : null;
  const again = () => {
    startOver();
    setStep(0);
    setOpened(new Set([0]));
  };

  return (
    <Container size="lg" py={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <Title order={1} size="h2">
            Exam: {name ?? '…'}
          </Title>
          <Group gap="sm">
            {current?.session && !current.closed && (
              <Badge variant="light" size="lg">
                {m.attemptOf(current.session.attempt_number, current.session.attempts_per_section)}
              </Badge>
            )}
            {current?.record && !current.closed && <TimeLeft deadline={current.record.clientDeadline} />}
          </Group>
        </Group>
        <SectionSteps step={step} done={{ 0: aptitude.closed, 1: domain.closed }} onSelect={go} />
        <div className={classes.fade} data-fading={fading || undefined}>
          {step === 0 && (
            <SectionPanel
              exam={aptitude}
              attempts={attempts.data}
              first
              active={!fading}
              onBefore={() => {}}
              onAfter={() => go(1)}
            />
          )}
          {step === 1 && (
            <SectionPanel
              exam={domain}
              attempts={attempts.data}
              first={false}
              active={!fading}
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
            />
          )}
        </div>
      </Stack>
    </Container>
  );
}
