import { type Course, catalogueRoutes, enquiryRoutes } from '@skillpath/contract';
import { configure, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { type ApiCall, apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';

// A busy machine is slow to load a page's code the first time; wait longer than the defaults.
configure({ asyncUtilTimeout: 5_000 });
vi.setConfig({ testTimeout: 20_000 });

const course = (id: number, course_title: string): Course => ({
  id,
  course_title,
  course_description: '',
  course_image: '',
  syllabus: [],
  course_duration: 40,
  course_mode: 'Online',
  course_trainer: 'Ananya Sharma',
  course_language: 'English',
  course_enrolled: 0,
  course_related_domains: '',
  course_top_com: '',
  course_opportunities: '',
  course_fee: 0,
});

const courses = [course(1, 'Python FullStack'), course(2, 'Data Science')];

type Booking = { name: string; email: string; time_slot: string; course: string };

function booked({ body }: ApiCall) {
  return {
    id: 3,
    created_at: new Date().toISOString(),
    message: 'Demo booked successfully!',
    ...(body as Booking),
  };
}

/** /bookafreedemo with the course list served and the booking answered by `book`. */
function openBookingPage(book: Parameters<typeof mockRoute<typeof enquiryRoutes.bookDemo>>[1] = booked) {
  mockRoute(catalogueRoutes.courses, courses);
  const bookings = mockRoute(enquiryRoutes.bookDemo, book);
  return { ...renderApp('/bookafreedemo'), bookings };
}

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });

async function fillIn(
  user: UserEvent,
  { name = 'Asha Rao', email = 'Asha@Example.com', slot = '2:00 PM - 3:00 PM' } = {},
) {
  // Pasting fills a field in one change; typing renders the form once per key, which is slow here.
  await user.click(await screen.findByLabelText(/^name/i, { selector: 'input' }));
  await user.paste(name);
  await user.click(input(/^email/i));
  await user.paste(email);
  await user.click(screen.getByRole('radio', { name: slot }));
}

describe('demo booking form', () => {
  it('offers the four time slots and keeps booking disabled until name, e-mail and slot are valid', async () => {
    const { user } = openBookingPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Book a Free Demo' })).toBeInTheDocument();
    const slots = within(screen.getByRole('radiogroup', { name: /time slot/i })).getAllByRole('radio');
    expect(slots.map((slot) => slot.getAttribute('value'))).toEqual([
      '10:00 AM - 11:00 AM',
      '12:00 PM - 1:00 PM',
      '2:00 PM - 3:00 PM',
      '4:00 PM - 5:00 PM',
    ]);
    const submit = screen.getByRole('button', { name: 'Book my demo' });
    expect(submit).toBeDisabled();

    await user.click(input(/^name/i));
    await user.tab();
    expect(screen.getByText('Name is required')).toBeInTheDocument();
    await user.type(input(/^email/i), 'asha@');
    await user.tab();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();

    await user.click(input(/^name/i));
    await user.paste('Asha Rao');
    await user.click(input(/^email/i));
    await user.paste('example.com');
    expect(submit).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: '10:00 AM - 11:00 AM' }));
    expect(submit).toBeEnabled();
  });

  it('books a demo of the chosen course, confirms it and empties the form', async () => {
    const { user, bookings } = openBookingPage();
    await fillIn(user);
    await user.click(input(/^course/i));
    await user.click(await screen.findByRole('option', { name: 'Data Science' }));
    await user.click(screen.getByRole('button', { name: 'Book my demo' }));

    const confirmation = await screen.findByRole('alert');
    expect(confirmation).toHaveTextContent('Demo booked successfully!');
    expect(confirmation).toHaveTextContent('We have sent a confirmation to asha@example.com.');
    expect(bookings).toHaveLength(1);
    expect(bookings[0]?.body).toEqual({
      name: 'Asha Rao',
      email: 'asha@example.com',
      time_slot: '2:00 PM - 3:00 PM',
      course: 'Data Science',
    });
    expect(input(/^name/i)).toHaveValue('');
    expect(input(/^course/i)).toHaveValue('');
    expect(screen.getByRole('radio', { name: '2:00 PM - 3:00 PM' })).not.toBeChecked();
  });

  it('books without a course, which is optional', async () => {
    const { user, bookings } = openBookingPage();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book my demo' }));
    expect(await screen.findByText('Demo booked successfully!')).toBeInTheDocument();
    expect(bookings[0]?.body).toMatchObject({ course: '' });
  });

  it('fills in the e-mail of a signed-in learner', async () => {
    localStorage.setItem('authToken', learnerToken());
    openBookingPage();
    expect(await screen.findByLabelText(/^email/i, { selector: 'input' })).toHaveValue('asha@example.com');
  });

  it('puts the server’s field messages on their fields', async () => {
    const { user } = openBookingPage(
      apiError(400, 'Invalid input', undefined, { email: ['This email address cannot receive mail'] }),
    );
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book my demo' }));
    expect(await screen.findByText('This email address cannot receive mail')).toBeInTheDocument();
    expect(input(/^email/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it.each([
    [
      'the server’s detail',
      apiError(429, 'Too many requests. Try again in 60 seconds.'),
      'Too many requests. Try again in 60 seconds.',
    ],
    [
      'the default message',
      () => {
        throw HttpResponse.error();
      },
      'Failed to book the demo. Please try again.',
    ],
  ])('shows %s when booking fails and keeps what was typed', async (_case, book, message) => {
    const { user } = openBookingPage(book);
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Book my demo' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(input(/^name/i)).toHaveValue('Asha Rao');
  });

  it('says when the course list cannot be loaded, and loads it on Retry', async () => {
    let calls = 0;
    mockRoute(catalogueRoutes.courses, () => (++calls === 1 ? apiError(500) : courses));
    const { user } = renderApp('/bookafreedemo');
    expect(await screen.findByText('An error occurred while fetching courses.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(screen.queryByText('An error occurred while fetching courses.')).not.toBeInTheDocument(),
    );
    await user.click(input(/^course/i));
    expect(await screen.findByRole('option', { name: 'Python FullStack' })).toBeInTheDocument();
  });
});
