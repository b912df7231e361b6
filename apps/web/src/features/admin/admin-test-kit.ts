import {
  type Batch,
  type Course,
  type EnquiryAdmin,
  type Internship,
  mailboxErrorCodes,
  mailboxMessages,
  mailboxRoutes,
} from '@skillpath/contract';
import { configure, screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeAll } from 'vitest';
import { startSession } from '../../lib/session';
import { apiError, mockRoute } from '../../test/api-mock';
import { renderApp } from '../../test/render';
import { learnerToken } from '../../test/tokens';

// Test data and helpers of the admin area's component tests, shaped like the API's answers.

// Role queries over a whole admin screen (form, cards, sidebar) are slow in jsdom on a busy machine.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no document.fonts, which Mantine's autosizing Textarea listens to.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {} },
  });
}

/**
 * Loads the admin screens' modules before the tests of a file, so the first test's lazy import is not
 * counted against its timeout. Call at the top of a test file.
 */
export function preloadAdminArea() {
  beforeAll(async () => {
    await Promise.all([import('./admin-area'), import('../../app/router')]);
  }, 60_000);
}

/** Component tests of whole admin screens take a while on a busy machine. */
export const screenTestTimeout = { timeout: 30_000 };

function signInAsAdmin() {
  startSession(learnerToken({ sub: '1', id: 1, user_id: 1, email: 'admin@example.com', role: 'admin' }));
}

/**
 * Opens an admin screen as a signed-in admin and waits for its title. The redirect from /admindash
 * and a first render of the charts take longer on a busy machine: such a test may wait longer.
 */
export async function openAdmin(
  path: string,
  title: string,
  timeout = 5000,
  // The sidebar asks whether there is a mailbox: by default the server sends mail through SMTP (none).
  mailbox: Parameters<typeof mockRoute<typeof mailboxRoutes.list>>[1] = apiError(
    404,
    mailboxMessages.mailboxOff,
    mailboxErrorCodes.mailboxOff,
  ),
) {
  signInAsAdmin();
  mockRoute(mailboxRoutes.list, mailbox);
  const app = renderApp(path);
  await screen.findByRole('heading', { level: 1, name: title }, { timeout });
  return app;
}

export function course(id: number, fields: Partial<Course> = {}): Course {
  return {
    id,
    course_title: `Course ${id}`,
    course_description: 'What the course covers.',
    course_image: `/media/courses/${id}.webp`,
    syllabus: [],
    course_duration: 100,
    course_mode: 'Online',
    course_trainer: `Trainer ${id}`,
    course_language: 'English',
    course_enrolled: 0,
    course_related_domains: 'Web Development',
    course_top_com: '',
    course_opportunities: 'Developer roles.',
    course_fee: 0,
    ...fields,
  };
}

export const courses: Course[] = [
  course(1, {
    course_title: 'Python FullStack',
    course_trainer: 'Ananya Sharma',
    course_mode: 'Hybrid',
    course_duration: 120,
    course_top_com: 'Infosys, TCS',
    syllabus: [
      { id: 11, week_number: 1, title: 'Python basics', topics: ['Syntax', 'Types'] },
      { id: 12, week_number: 2, title: 'Django', topics: ['Models', 'Views'] },
    ],
  }),
  course(2, { course_title: 'DevOps', course_trainer: 'Sneha Kulkarni', course_fee: 18_000 }),
];

export function internship(id: number, fields: Partial<Internship> = {}): Internship {
  return {
    id,
    internship_title: `Internship ${id}`,
    internship_duration: '2 Months',
    internship_mode: 'Online',
    internship_fee: 0,
    internship_description: 'Work on a real product.',
    internship_mentor: 'Ravi Kumar',
    internship_language: 'English',
    internship_explore_related_domains: 'Web Development',
    internship_faqs: 'Is it paid? No.',
    internship_card_image: `/media/internships/${id}.webp`,
    internship_wyg: ['Certificate', 'Mentoring'],
    internship_requirements: ['Laptop'],
    intern_mentor_qualification: 'M.Tech',
    ...fields,
  };
}

export function batch(id: number, fields: Partial<Batch> = {}): Batch {
  return {
    id,
    name: `Batch ${id}`,
    instructor: 'Priya Nair',
    mode: 'Online',
    startDate: '2030-01-15',
    timings: 'Mon–Fri, 7–9 PM',
    category: 'Development',
    image: '',
    ...fields,
  };
}

export function enquiry(id: number, fields: Partial<EnquiryAdmin> = {}): EnquiryAdmin {
  return {
    id,
    name: `Caller ${id}`,
    phone: '9876543210',
    interested_course: 'AWS',
    status: 'new',
    created_at: '2030-01-15T10:00:00.000Z',
    updated_at: '2030-01-15T10:00:00.000Z',
    contacted_at: null,
    closed_at: null,
    handled_by: null,
    age_minutes: 3,
    overdue: false,
    ...fields,
  };
}

/** Types into a field quickly (a paste), as a person filling a long form would. */
export async function fill(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}

/** Picks an option of a Mantine Select. */
export async function choose(user: UserEvent, select: HTMLElement, option: string) {
  await user.click(select);
  await user.click(await screen.findByRole('option', { name: option }));
}

/** A small PNG file, as a person would pick it. */
/** The PNG signature: the bytes of pngFile(). */
export const pngBytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function pngFile(name = 'cover.png') {
  return new File([pngBytes], name, {
    type: 'image/png',
  });
}

/** Answers after `release()` is called: for seeing what the screen shows while a call runs. */
export function deferred<T>() {
  let release: (answer: T) => void = () => {};
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release: (answer: T) => release(answer) };
}
