import {
  type Course,
  catalogueAdminCodes,
  catalogueAdminRoutes,
  catalogueRoutes,
  catalogueAdminMessages as m,
} from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, filePart, mockRoute, watchSentForms } from '../../../test/api-mock';
import {
  course,
  courses,
  fill,
  openAdmin,
  pngBytes,
  pngFile,
  preloadAdminArea,
  screenTestTimeout,
} from '../admin-test-kit';

preloadAdminArea();

/** A course list that the create, update and delete calls change, as the server would. */
function courseServer(overrides: { create?: () => Promise<never> } = {}) {
  let list: Course[] = structuredClone(courses);
  mockRoute(catalogueRoutes.courses, () => list);
  const posts = mockRoute(catalogueAdminRoutes.createCourse, ({ body }) => {
    if (overrides.create) return overrides.create();
    const form = body as FormData;
    const created = course(99, {
      course_title: String(form.get('course_title')),
      course_duration: Number(form.get('course_duration')),
    });
    list = [...list, created];
    return created;
  });
  const puts = mockRoute(catalogueAdminRoutes.updateCourse, ({ params, body }) => {
    const id = Number(params.id);
    const form = body as FormData;
    const updated = { ...list.find((c) => c.id === id)!, course_title: String(form.get('course_title')) };
    list = list.map((c) => (c.id === id ? updated : c));
    return updated;
  });
  mockRoute(catalogueAdminRoutes.deleteCourse, ({ params }) => {
    if (params.id === '1') return apiError(409, m.courseHasLearners, catalogueAdminCodes.courseHasLearners);
    list = list.filter((c) => c.id !== Number(params.id));
    return undefined;
  });
  return { posts, puts };
}

const form = () => within(screen.getByRole('region', { name: /^(Add a course|Edit course)/ }));
const grid = () => within(screen.getByRole('region', { name: /^Courses/ }));

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
    const { posts } = courseServer();
    const { user } = await openAdmin('/admindash/training', 'Training Management');
    await grid().findByRole('heading', { name: 'Python FullStack' });

    await user.click(form().getByRole('button', { name: 'Create course' }));
    expect(await screen.findByText(m.courseInvalid)).toBeInTheDocument();
    expect(form().getByText(m.courseTitleRequired)).toBeInTheDocument();
    expect(form().getByText(m.courseOpportunitiesRequired)).toBeInTheDocument();
    expect(posts).toHaveLength(0);

    await fillCourse(user);
    await user.click(form().getByRole('button', { name: 'Create course' }));

    expect(await screen.findByText(m.courseCreated)).toBeInTheDocument();
    expect(posts).toHaveLength(1);
    const sent = posts[0]!.body as FormData;
    expect(sent.get('course_title')).toBe('Go Basics');
    expect(sent.get('course_mode')).toBe('Online');
    expect(sent.get('course_duration')).toBe('40'); // the floor of the number
    expect(sent.get('course_top_com')).toBe('');
    expect(sent.get('course_image')).toBe(''); // create: the image is optional, sent empty
    expect(await grid().findByRole('heading', { name: 'Go Basics' })).toBeInTheDocument();
    expect(form().getByLabelText(/^Title/)).toHaveValue('');
  });

  it('starts a new course free, prefills the fee on edit and sends it in whole rupees', async () => {
    const { puts } = courseServer();
    const { user } = await openAdmin('/admindash/training', 'Training Management');
    await grid().findByRole('heading', { name: 'Python FullStack' });
    expect(form().getByLabelText(/^Fee/)).toHaveValue('0');

    await user.click(grid().getByRole('button', { name: 'Edit DevOps' }));
    expect(form().getByLabelText(/^Fee/)).toHaveValue('18,000');
    await fill(user, form().getByLabelText(/^Fee/), '45000');
    expect(form().getByLabelText(/^Fee/)).toHaveValue('45,000');
    await user.upload(form().getByLabelText('Course image file'), pngFile());
    await user.click(form().getByRole('button', { name: 'Update course' }));
    expect(await screen.findByText(m.courseUpdated)).toBeInTheDocument();
    expect((puts[0]!.body as FormData).get('course_fee')).toBe('45000');
  });

  it('edit prefills the form, needs a new image, updates, and Cancel leaves edit mode', async () => {
    const { puts } = courseServer();
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
    expect(puts).toHaveLength(0);

    await user.clear(form().getByLabelText(/^Title/));
    await user.type(form().getByLabelText(/^Title/), 'Python Full Stack');
    const sentForms = watchSentForms();
    await user.upload(form().getByLabelText('Course image file'), pngFile());
    await user.click(form().getByRole('button', { name: 'Update course' }));

    expect(await screen.findByText(m.courseUpdated)).toBeInTheDocument();
    expect(puts).toHaveLength(1);
    expect(puts[0]!.params).toEqual({ id: '1' });
    // The chosen file, not the empty text a create without an image sends.
    expect(await filePart(sentForms()[0], 'course_image')).toEqual({
      name: 'cover.png',
      type: 'image/png',
      bytes: [...pngBytes],
    });
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
    let fail: () => void = () => {};
    courseServer({
      create: () =>
        new Promise<never>((_, reject) => {
          // A failure without the error body of DESIGN §4: MSW sends a thrown response as it is.
          fail = () => reject(HttpResponse.json({}, { status: 500 }));
        }),
    });
    const { user } = await openAdmin('/admindash/training', 'Training Management');
    await grid().findByRole('heading', { name: 'Python FullStack' });

    await fillCourse(user);
    await user.click(form().getByRole('button', { name: 'Create course' }));
    await waitFor(() => expect(form().getByRole('button', { name: 'Create course' })).toBeDisabled());
    expect(grid().getByRole('button', { name: 'Edit DevOps' })).toBeDisabled();
    expect(grid().getByRole('button', { name: 'Delete DevOps' })).toBeDisabled();

    fail();
    expect(
      await screen.findByText('Error 500 in creating course: Failed to create course'),
    ).toBeInTheDocument();
    expect(grid().getByRole('button', { name: 'Edit DevOps' })).toBeEnabled();
    // The typed course stays, to be sent again.
    expect(form().getByLabelText(/^Title/)).toHaveValue('  Go Basics  ');
  });
});
