import { assessmentRequestRoutes, employerLeadRoutes } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRoute } from '../../../test/api-mock';
import { openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

describe('employer leads and assessment requests', screenTestTimeout, () => {
  it('moves an employer lead from new to contacted', async () => {
    let status: 'new' | 'contacted' | 'closed' = 'new';
    const lead = () => ({
      id: 4,
      name: 'Meera Iyer',
      email: 'meera@acme.example',
      company_name: 'Acme',
      requirements: 'Two React developers.',
      status,
      created_at: '2030-01-15T10:00:00.000Z',
      handled_by: status === 'new' ? null : 'admin@example.com',
    });
    mockRoute(employerLeadRoutes.list, () => ({ count: 1, results: [lead()] }));
    const patches = mockRoute(employerLeadRoutes.setStatus, ({ body }) => {
      status = (body as { status: typeof status }).status;
      return lead();
    });
    const { user } = await openAdmin('/admindash/employer-leads', 'Employer leads');
    const table = within(await screen.findByRole('region', { name: 'Employer leads' }));
    expect(table.getByRole('cell', { name: 'Acme' })).toBeInTheDocument();
    await user.click(table.getByRole('button', { name: 'Mark contacted: Acme' }));
    await waitFor(() => expect(table.getByText('Contacted')).toBeInTheDocument());
    expect(patches).toHaveLength(1);
    expect(patches[0]?.params).toEqual({ id: '4' });
    expect(patches[0]?.body).toEqual({ status: 'contacted' });
  });

  it('lists assessment requests with a resume download each', async () => {
    mockRoute(assessmentRequestRoutes.list, {
      count: 1,
      results: [
        {
          id: 7,
          username: 'Kiran Rao',
          mobile: '9876543210',
          domain_id: 1,
          domain_name: 'Python',
          resume_name: 'kiran.pdf',
          user_id: 12,
          user_email: null,
          attempts: 2,
          created_at: '2030-01-15T10:00:00.000Z',
        },
      ],
    });
    await openAdmin('/admindash/assessment-requests', 'Assessment requests');
    const table = within(await screen.findByRole('region', { name: 'Assessment requests' }));
    expect(table.getByRole('cell', { name: 'Python' })).toBeInTheDocument();
    expect(table.getByRole('button', { name: 'Download resume: Kiran Rao' })).toBeInTheDocument();
    // The request leads to the candidate's attempts in the test results.
    expect(table.getByRole('link', { name: 'Test results of Kiran Rao: 2 attempts' })).toHaveAttribute(
      'href',
      '/admindash/test-results?user_id=12',
    );
    expect(screen.getByText('Showing 1–1 of 1 requests')).toBeInTheDocument();
  });
});
