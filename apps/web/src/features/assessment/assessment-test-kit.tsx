import { authRoutes } from '@skillpath/contract';
import { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { expect } from 'vitest';
import { Providers } from '../../app/providers';
import { paths } from '../../lib/paths';
import { apiError, mockRoute } from '../../test/api-mock';
import { AssessmentFormPage } from './assessment-form-page';
import { DomainSelectionPage } from './domain-selection-page';
import { ExamPage } from './exam-page';

/** The signed-in form reads the account it starts from: here a 404, so there is nothing to fill. */
export const mockNoAccount = () => mockRoute(authRoutes.profile, apiError(404, 'Not found.'));

/** Where a test navigated to (the sign-in page and the dashboard are other features). */
function Elsewhere() {
  const { pathname, search } = useLocation();
  return <p data-testid="elsewhere">{`${pathname}${search}`}</p>;
}

/**
 * This feature's pages at `path`, in the app's providers, without the rest of the app (other features
 * are built by others at the same time; their pages would only slow these tests).
 */
export function renderAssessment(path: string) {
  const router = createMemoryRouter(
    [
      { path: paths.domainSelection, element: <DomainSelectionPage /> },
      { path: paths.assessmentForm, element: <AssessmentFormPage /> },
      { path: paths.exam, element: <ExamPage /> },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [path] },
  );
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  // Fake timers in these tests advance with real time too, so user-event's own pauses still end.
  const user = userEvent.setup({ delay: null });
  render(
    <Providers queryClient={queryClient} env="test">
      <RouterProvider router={router} />
    </Providers>,
  );
  return { router, user, queryClient };
}

type User = ReturnType<typeof userEvent.setup>;

/** Starts a section as a person does: its Start button, then the confirmation's Start now. */
export async function startSection(user: User, label: 'Aptitude' | 'Domain Questions') {
  await user.click(await screen.findByRole('button', { name: `Start ${label}` }));
  const dialog = await screen.findByRole('dialog', { name: `Start ${label}?` });
  await user.click(within(dialog).getByRole('button', { name: 'Start now' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

/** Submit Test, then the confirmation's own Submit Test. */
export async function submitTest(user: User) {
  await user.click(await screen.findByRole('button', { name: 'Submit Test' }));
  const dialog = await screen.findByRole('dialog', { name: 'Submit the test?' });
  await user.click(within(dialog).getByRole('button', { name: 'Submit Test' }));
}

/**
 * Save & Finish at a section's last question, then the end dialog's way on without submitting
 * (Continue to Domain Questions, or Go to Summary).
 */
export async function finishSection(user: User, label: 'Aptitude' | 'Domain Questions') {
  await user.click(screen.getByRole('button', { name: 'Save & Finish' }));
  const dialog = await screen.findByRole('dialog', { name: `End of ${label}` });
  const on = label === 'Aptitude' ? 'Continue to Domain Questions' : 'Go to Summary';
  await user.click(within(dialog).getByRole('button', { name: on }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}
