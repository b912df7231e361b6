import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, mockFetch, sentBody } from '../../test/fetch';
import { renderApp } from '../../test/render';
import { sampleCourse } from './course-fixtures';

// A busy machine is slow to load a page's code the first time; wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

describe('Book a Free Demo on the course page', () => {
  it('shows and hides the demo form, which books a demo of this course', async () => {
    const fetchMock = mockFetch((url) =>
      url === '/v1/api/demo-bookings/'
        ? jsonResponse(201, {
            id: 1,
            name: 'Asha Rao',
            email: 'asha@example.com',
            time_slot: '4:00 PM - 5:00 PM',
            course: 'Python FullStack',
            created_at: '',
            message: 'Demo booked successfully!',
          })
        : jsonResponse(200, sampleCourse()),
    );
    const { user } = renderApp('/traincard/1');
    const toggle = await screen.findByRole('button', { name: 'Book a Free Demo' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Book a free demo' })).not.toBeInTheDocument();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const form = screen.getByRole('region', { name: 'Book a free demo' });
    expect(toggle).toHaveAttribute('aria-controls', form.id);
    expect(form).toHaveTextContent('Course: Python FullStack');

    await user.click(screen.getByLabelText(/^name/i, { selector: 'input' }));
    await user.paste('Asha Rao');
    await user.click(screen.getByLabelText(/^email/i, { selector: 'input' }));
    await user.paste('asha@example.com');
    await user.click(screen.getByRole('radio', { name: '4:00 PM - 5:00 PM' }));
    await user.click(screen.getByRole('button', { name: 'Book my demo' }));
    expect(await screen.findByText('Demo booked successfully!')).toBeInTheDocument();
    const booking = fetchMock.mock.calls.findIndex(([url]) => url === '/v1/api/demo-bookings/');
    expect(sentBody(fetchMock, booking)).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      time_slot: '4:00 PM - 5:00 PM',
      course: 'Python FullStack',
    });

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Book a free demo' })).not.toBeInTheDocument();
  });
});
