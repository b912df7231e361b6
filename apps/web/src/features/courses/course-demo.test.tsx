import { catalogueRoutes, enquiryRoutes } from '@skillpath/contract';
import { configure, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { sampleCourse } from './course-fixtures';

// A busy machine is slow to load a page's code the first time; wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

describe('Book a Free Demo on the course page', () => {
  it('shows and hides the demo form, which books a demo of this course', async () => {
    mockRoute(catalogueRoutes.course, sampleCourse());
    const bookings = mockRoute(enquiryRoutes.bookDemo, {
      id: 1,
      name: 'Asha Rao',
      email: 'asha@example.com',
      time_slot: '4:00 PM - 5:00 PM',
      course: 'Python FullStack',
      created_at: '',
      message: 'Demo booked successfully!',
    });
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
    expect(bookings.map((call) => call.body)).toEqual([
      {
        name: 'Asha Rao',
        email: 'asha@example.com',
        time_slot: '4:00 PM - 5:00 PM',
        course: 'Python FullStack',
      },
    ]);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Book a free demo' })).not.toBeInTheDocument();
  });
});
