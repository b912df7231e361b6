import { placementErrorCodes as codes, placementMessages, placementRoutes } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type ApiCall, apiError, apiUnreachable, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';
import { placement } from './placement-fixtures';

configure({ asyncUtilTimeout: 5000 });

const job = placement({
  id: 4,
  placement_featuredjob_title: 'Backend Engineer',
  placement_featuredjob_company: 'Globex',
  placement_keyword: 'node',
  placement_category_title: 'Software Development',
  placement_category_description: 'Services and APIs.',
});

const applied = {
  id: 1,
  placement_id: 4,
  created_at: '2026-03-12T10:00:00.000Z',
  best_progress: 60,
  message: placementMessages.applied,
};

/** The job by id (404 for others). */
const serveJob = () =>
  mockRoute(placementRoutes.get, ({ params }) =>
    Number(params.id) === job.id
      ? job
      : apiError(404, placementMessages.placementNotFound, codes.placementNotFound),
  );

/** A learner at 32% of Python Full Stack, below the gate. */
const below = {
  open: false,
  progress: 32,
  required: 50,
  course: { id: 9, title: 'Python Full Stack' },
};

/** /jobs/4 with the API answering Apply as `apply` says. */
function openJob(apply: Parameters<typeof mockRoute<typeof placementRoutes.apply>>[1] = applied) {
  serveJob();
  mockRoute(placementRoutes.access, below);
  const calls: ApiCall[] = mockRoute(placementRoutes.apply, apply);
  const rendered = renderApp('/jobs/4');
  const applyCalls = () => calls.filter((call) => call.params.id === '4');
  return { ...rendered, applyCalls };
}

const applyButton = () => screen.getByRole('button', { name: 'Apply' });

describe('job page', { timeout: 20_000 }, () => {
  it('shows every field of the job', async () => {
    openJob();
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
    const about = screen.getByRole('region', { name: 'About the role' });
    expect(within(about).getByText('Globex')).toBeInTheDocument();
    expect(within(about).getByText('Full-time')).toBeInTheDocument();
    expect(within(about).getByText('12 Mar 2026')).toBeInTheDocument();
    expect(within(about).getByText('node')).toBeInTheDocument();
    expect(screen.getByText('Services and APIs.')).toBeInTheDocument();
    expect(screen.getByText('Verified')).toBeInTheDocument();
  });

  it('sends a visitor to sign in and back to the job, without calling the server', async () => {
    const { user, router, applyCalls } = openJob();
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    expect(router.state.location.pathname).toBe('/signin');
    expect(new URLSearchParams(router.state.location.search).get('returnUrl')).toBe('/jobs/4');
    expect(applyCalls()).toHaveLength(0);
  });

  it('shows the Access Restricted dialog, with where the learner stands, when the server refuses', async () => {
    localStorage.setItem('authToken', learnerToken());
    const standing = 'You have completed 32% of Python Full Stack. Reach 50% to apply.';
    const { user } = openJob(apiError(403, standing, codes.progressTooLow));
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    // The panel says it before Apply is pressed, with the course to go on with.
    const panel = screen.getByRole('region', { name: 'Apply for this job' });
    expect(await within(panel).findByText(standing)).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'Continue Python Full Stack' })).toHaveAttribute(
      'href',
      '/onlineclass/9',
    );
    await user.click(applyButton());
    const dialog = await screen.findByRole('dialog', { name: 'Access Restricted' });
    expect(dialog).toHaveTextContent(
      'Access to this session will be granted upon completion of at least 50% of the registered course.',
    );
    expect(await within(dialog).findByText(standing)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Continue Python Full Stack' })).toHaveAttribute(
      'href',
      '/onlineclass/9',
    );
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(applyButton()).toBeEnabled();
  });

  it('says when the learner has already applied', async () => {
    localStorage.setItem('authToken', learnerToken());
    const { user } = openJob(apiError(409, placementMessages.alreadyApplied, codes.alreadyApplied));
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    expect(await screen.findByText('You have already applied for this job.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  it("shows the server's message when the application is sent", async () => {
    localStorage.setItem('authToken', learnerToken());
    const { user, applyCalls } = openJob();
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    expect(await screen.findByText('Your application has been sent.')).toBeInTheDocument();
    expect(applyCalls()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Applied' })).toBeDisabled();
  });

  it('says when the application could not be sent', async () => {
    localStorage.setItem('authToken', learnerToken());
    const { user } = openJob(apiUnreachable());
    await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' });
    await user.click(applyButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Unable to connect to the backend server.');
    expect(applyButton()).toBeEnabled();
  });

  it.each([
    ['/jobs/abc', 'Invalid job ID. Please select a valid job.'],
    ['/jobs/99', 'Job not found.'],
  ])('explains why %s cannot be shown', async (path, message) => {
    serveJob();
    renderApp(path);
    expect(await screen.findByRole('heading', { level: 1, name: 'Job unavailable' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Back to jobs' })).toHaveAttribute('href', '/placementuser');
  });

  it('offers Retry when the server cannot be reached', async () => {
    let calls = 0;
    mockRoute(placementRoutes.get, () => (++calls === 1 ? apiUnreachable() : job));
    const { user } = renderApp('/jobs/4');
    expect(await screen.findByText('Unable to connect to the backend server.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Backend Engineer' })).toBeInTheDocument();
  });
});
