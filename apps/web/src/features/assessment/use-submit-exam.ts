import { assessmentMessages as m, type Section } from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import { examApi } from './assessment-api';

export interface StartedSession {
  section: Section;
  sessionId: number;
}

/**
 * Spec 001 §4 Submit Test: submits each started section (submitting twice is harmless on the server),
 * reporting each one that failed with the spec's message; `onSubmitted` hears each that went through.
 */
export function useSubmitExam(onSubmitted: (section: Section) => void) {
  return useMutation({
    mutationFn: async (started: StartedSession[]) => {
      const outcomes = await Promise.allSettled(started.map((s) => examApi.submit(s.sessionId)));
      const failures: string[] = [];
      outcomes.forEach((outcome, i) => {
        const { section, sessionId } = started[i]!;
        if (outcome.status === 'fulfilled') onSubmitted(section);
        else failures.push(m.submitFailed(sessionId));
      });
      return failures;
    },
  });
}
