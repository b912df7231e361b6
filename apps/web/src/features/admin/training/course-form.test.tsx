import { type Course, catalogueAdminMessages as m } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/fetch';
import {
  course,
  courses,
  deferred,
  mockAdminApi,
  on,
  openAdmin,
  pngFile,
  preloadAdminArea,
  screenTestTimeout,
} from '../admin-test-kit';

preloadAdminArea();

/** A course list that the create, update and delete calls change, as the server would. */
function courseServer(overrides: { create?: () => Promise<Response> | Response } = {}) {
  let list: Course[] = structuredClone(courses);
  const fetchMock = mockAdminApi(
    on('GET', '/v1/api/list-courses/', () => jsonResponse(200, list)),
    on('POST', '/v1/api/create-course/', (_url, init) => {
      if (overrides.create) return overrides.create();
      const body = init.body as FormData;
      const created = course(99, {
        course_title: String(body.get('course_title')),
        course_duration: Number(body.get('course_duration')),
      });
      list = [...list, created];
      return jsonResponse(201, created);
    }),
    on('PUT', '/v1/api/update-course/', (url, init) => {
      const id = Number(url.split('/').at(-2));
      const body = init.body as FormData;
      const updated = { ...list.find((c) => c.id === id)!, course_title: String(body.get('course_title')) };
      list = list.map((c) => (c.id === id ? updated : c));
      return jsonResponse(200, updated);
    }),
    on('DELETE', '/v1/api/delete-course/1/', () => jsonResponse(409, { detail: m.courseHasLearners })),
    on('DELETE', '/v1/api/delete-course/2/', () => {
      list = list.filter((c) => c.id !== 2);
      return new Response(null, { status: 204 });
    }),
  );
  return fetchMock;
}

const form = () => within(screen.getByRole('region', { name: /^(Add a course|Edit course)/ }));
const grid = () => within(screen.getByRole('region', { name: /^Courses/ }));
const calls = (fetchMock: ReturnType<typeof mockAdminApi>, method: string) =>
  fetchMock.mock.calls.filter(([, init]) => init?.method === method);

async function fillCourse(user: UserEvent) {
  await user.type(form().getByLabelText(/^Title/), '  Go Basics  ');
  await user.type(form().getByLabelText(/^Trainer/), 'Kiran Rao');
  await user.click(form().getByRole('combobox', { name: /^Mode/ }));
  await user.click(await screen.findByRole('option', { name: 'Online' }));
  await user.type(form().getByLabelText(/^Duration/), '40.7');
  await user.type(form().getByLabelText(/^Language/), 'English');
  await user.type(form().getByLabelText(/^Related domains/), 'Backend');
  await user.type(form().getByLabelText(/^Description/), 'Go from zero.');
  await user.type(form().getByLabelText(/^Opportunities/), 'Backend developer.');
}

describe('course form', screenTestTimeout, () => {
  it('refuses an incomplete course, then creates one without an image and shows its card', async () => {
    const fetchMock = courseServer();
    const { user } = await openAdmin('/admindash/training', 'Training Management');
    await grid().findByRole('heading', { name: 'Python FullStack' });

    await user.click(form().getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText(m.courseInvalid)).toBeInTheDocument();
    expect(form().getByText(m.courseTitleRequired)).toBeInTheDocument();
    expect(form().getByText(m.courseOpportunitiesRequired)).toBeInTheDocument();
    expect(calls(fetchMock, 'POST')).toHaveLength(0);

    await fillCourse(user);
    await user.click(form().getByRole('button', { name: 'Create course' }));

    expect(await screen.findByText(m.courseCreated)).toBeInTheDocument();
    const [url, init] = calls(fetchMock, 'POST')[0]!;
    expect(url).toBe('/v1/api/create-course/');
    const sent = init!.body as FormData;
    expect(sent.get('course_title')).toBe('Go Basics');
    expect(sent.get('course_mode')).toBe('Online');
    expect(sent.get('course_duration')).toBe('40'); // the floor of the number
    expect(sent.get('course_top_com')).toBe('');
    expect(sent.get('course_image')).toBe(''); // create: the image is optional, sent empty
    expect(await grid().findByRole('heading', { name: 'Go Basics' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Title/)).toHaveValue('');
  });

  it('edit prefills the form, needs a new image, updates, and Cancel leaves edit mode', async () => {
    const fetchMock = courseServer();
    const { user } = await openAdmin('/admindash/training', 'Training Management');
    await user.click(await grid().findByRole('button', { name: 'Edit Python FullStack' }));

    expect(screen.getByRole('heading', { name: 'Edit course: Python FullStack' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Title/)).toHaveValue('Python FullStack');
    expect(form().getByLabelText(/^Trainer/)).toHaveValue('Ananya Sharma');
    expect(form().getByLabelText(/^Top companies/)).toHaveValue('Infosys, TCS');
    expect(form().getByLabelText(/^Duration/)).toHaveValue('120');

    await user.click(form().getByRole('button', { name: 'Update course' }));
    expect(await screen.findByText(m.courseNeedsImage)).toBeInTheDocument();
    expect(form().getByText(m.courseImageRequired)).toBeInTheDocument();
    expect(calls(fetchMock, 'PUT')).toHaveLength(0);

    await user.clear(form().getByLabelText(/^Title/));
    await user.type(form().getByLabelText(/^Title/), 'Python Full Stack');
    await user.upload(form().getByLabelText('Course image file'), pngFile());
    await user.click(form().getByRole('button', { name: 'Update course' }));

    expect(await screen.findByText(m.courseUpdated)).toBeInTheDocument();
    const [url, init] = calls(fetchMock, 'PUT')[0]!;
    expect(url).toBe('/v1/api/update-course/1/');
    expect((init!.body as FormData).get('course_image')).toBeInstanceOf(File);
    expect(screen.getByRole('heading', { name: 'Add a course' })).toBeInTheDocument();
    expect(await grid().findByRole('heading', { name: 'Python Full Stack' })).toBeInTheDocument();

    await user.click(grid().getByRole('button', { name: 'Edit DevOps' }));
    expect(form().getByLabelText(/^Title/)).toHaveValue('DevOps');
    await user.click(form().getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('heading', { name: 'Add a course' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Title/)).toHaveValue('');
  });

  it('asks before deleting, shows the server refusal, and deletes on confirmation', async () => {
    courseServer();
    const { user } = await openAdmin('/admindash/training', 'Training Management');

    await user.click(await grid().findByRole('button', { name: 'Delete DevOps' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete course' });
    expect(dialog).toHaveTextContent(m.courseDeleteConfirm);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(grid().getByRole('heading', { name: 'DevOps' })).toBeInTheDocument();

    await user.click(grid().getByRole('button', { name: 'Delete Python FullStack' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete course' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(`Error 409 in deleting course: ${m.courseHasLearners}`),
    ).toBeInTheDocument();
    expect(grid().getByRole('heading', { name: 'Python FullStack' })).toBeInTheDocument();

    await user.click(grid().getByRole('button', { name: 'Delete DevOps' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete course' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(m.courseDeleted)).toBeInTheDocument();
    await waitFor(() => expect(grid().queryByRole('heading', { name: 'DevOps' })).not.toBeInTheDocument());
  });

  it('disables submit, edit and delete while a call runs, and names the failure', async () => {
    const reply = deferred();
    courseServer({ create: () => reply.promise });
    const { user } = await openAdmin('/admindash/training', 'Training Management');
    await grid().findByRole('heading', { name: 'Python FullStack' });

    await fillCourse(user);
    await user.click(form().getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(form().getByRole('button', { name: 'Create course' })).toBeDisabled());
    expect(grid().getByRole('button', { name: 'Edit DevOps' })).toBeDisabled();
    expect(grid().getByRole('button', { name: 'Delete DevOps' })).toBeDisabled();

    reply.release(jsonResponse(500, {}));
    expect(
      await screen.findByText('Error 500 in creating course: Failed to create course'),
    ).toBeInTheDocument();
    expect(grid().getByRole('button', { name: 'Edit DevOps' })).toBeEnabled();
    // The typed course stays, to be sent again.
    expect(form().getByLabelText(/^Title/)).toHaveValue('  Go Basics  ');
  });
});
