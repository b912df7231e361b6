import { auditRoutes } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockRoute } from '../../../test/api-mock';
import { choose, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const entry = {
  id: 7,
  actor: 'asha@skillpath.example',
  action: 'PUT /v1/api/workshops/:id/',
  entity_id: 4,
  status: 200,
  created_at: '2030-01-15T10:00:00.000Z',
  kind: 'workshop',
  verb: 'updated',
  label: 'Interview Skills',
  changed: ['trainer', 'admin_closing_date'],
};

describe('audit log', screenTestTimeout, () => {
  it('reads as a history and asks the server for the chosen person and kind of record', async () => {
    const asked = mockRoute(auditRoutes.list, {
      count: 1,
      results: [entry],
      actors: ['asha@skillpath.example', 'ravi@skillpath.example'],
    });
    const { user } = await openAdmin('/admindash/audit-log', 'Audit log');
    const table = within(await screen.findByRole('region', { name: 'Audit log' }));
    expect(table.getByText('Updated Workshop “Interview Skills” (#4)')).toBeInTheDocument();
    expect(table.getByText('Changed: trainer, admin closing date')).toBeInTheDocument();

    await choose(user, screen.getByRole('combobox', { name: 'Person' }), 'ravi@skillpath.example');
    await choose(user, screen.getByRole('combobox', { name: 'Kind of record' }), 'Workshop');
    await waitFor(() =>
      expect(asked.map((call) => call.query.toString())).toContain(
        'actor=ravi%40skillpath.example&kind=workshop&limit=20&offset=0',
      ),
    );
  });
});
