import { configure, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../test/render';
import { SAMPLE_USERS } from './sample-users';

configure({ asyncUtilTimeout: 5000 });

describe('sample table page', () => {
  it('shows the sample users, labelled as sample data, in a table with column headers', async () => {
    // Sample data: the page asks the server for nothing (no API is mocked, so a call fails the test).
    renderApp('/tabledata');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sample users' })).toBeInTheDocument();
    expect(screen.getByText('Sample data')).toBeInTheDocument();
    const table = screen.getByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Name', 'Email', 'Role', 'Joined', 'Status']);
    expect(within(table).getAllByRole('row')).toHaveLength(SAMPLE_USERS.length + 1);
    expect(within(table).getByRole('rowheader', { name: 'Asha Rao' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Sample users table' })).toHaveAttribute('tabindex', '0');
  });
});
