import { type EnquiryAdmin, enquiryAdminRoutes, inboxMessages } from '@skillpath/contract';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { mockRoute } from '../../../test/api-mock';
import { choose, enquiry, openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const table = () => within(screen.getByRole('region', { name: 'Enquiries' }));
const rowOf = (name: string) => table().getByRole('cell', { name }).closest('tr') as HTMLElement;

function enquiryServer() {
  let list: EnquiryAdmin[] = [
    enquiry(1, { name: 'Asha Rao', age_minutes: 22, overdue: true }),
    enquiry(2, { name: 'Ravi Kumar', status: 'contacted', handled_by: 'admin@example.com', age_minutes: 4 }),
  ];
  return {
    csv: mockRoute(enquiryAdminRoutes.enquiriesCsv, () => {
      // The file under the server's name: MSW answers a thrown response as it is, headers and all.
      throw new HttpResponse('ID,Name\r\n1,Asha Rao\r\n', {
        headers: {
          'Content-Type': 'text/csv; charset=utf-8',
          'Content-Disposition': 'attachment; filename="enquiries-2030-01-15.csv"',
        },
      });
    }),
    lists: mockRoute(enquiryAdminRoutes.enquiries, () => ({ count: list.length, results: list })),
    patches: mockRoute(enquiryAdminRoutes.setEnquiryStatus, ({ params, body }) => {
      const { status } = body as Pick<EnquiryAdmin, 'status'>;
      list = list.map((e) =>
        e.id === Number(params.id)
          ? { ...e, status, overdue: false, handled_by: 'admin@example.com', contacted_at: e.created_at }
          : e,
      );
      return list.find((e) => e.id === Number(params.id))!;
    }),
  };
}

describe('enquiries inbox', screenTestTimeout, () => {
  it('shows each request with its wait against the 15-minute promise and who handled it', async () => {
    enquiryServer();
    await openAdmin('/admindash/enquiries', 'Enquiries');
    await screen.findByRole('cell', { name: 'Asha Rao' });

    const asha = within(rowOf('Asha Rao'));
    expect(asha.getByText('22 min')).toBeInTheDocument();
    expect(asha.getByTitle(inboxMessages.overdue)).toHaveTextContent('Overdue');
    expect(asha.getByText('New')).toBeInTheDocument();
    const ravi = within(rowOf('Ravi Kumar'));
    expect(ravi.queryByText('Overdue')).not.toBeInTheDocument();
    expect(ravi.getByText('admin@example.com')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 enquiries')).toBeInTheDocument();
  });

  it('moves a request from new to contacted, then offers to close it', async () => {
    const { patches } = enquiryServer();
    const { user } = await openAdmin('/admindash/enquiries', 'Enquiries');
    await user.click(await screen.findByRole('button', { name: 'Mark contacted: Asha Rao' }));

    expect(await screen.findByText(/^Status updated\./)).toBeInTheDocument();
    expect(patches).toHaveLength(1);
    expect(patches[0]?.params).toEqual({ id: '1' });
    expect(patches[0]?.body).toEqual({ status: 'contacted' });
    await waitFor(() => expect(within(rowOf('Asha Rao')).getByText('Contacted')).toBeInTheDocument());
    expect(within(rowOf('Asha Rao')).queryByText('Overdue')).not.toBeInTheDocument();
    expect(table().getByRole('button', { name: 'Mark closed: Asha Rao' })).toBeInTheDocument();
  });

  it('filters by status and search, and downloads the CSV of the filter with the bearer token', async () => {
    const { lists, csv } = enquiryServer();
    const createObjectURL = vi.fn(() => 'blob:enquiries');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = await openAdmin('/admindash/enquiries', 'Enquiries');
    await screen.findByRole('cell', { name: 'Asha Rao' });

    await choose(user, screen.getByRole('combobox', { name: 'Status' }), 'New');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'asha');
    await waitFor(() =>
      expect(lists.map(({ query }) => query.toString())).toContain('status=new&q=asha&limit=20&offset=0'),
    );

    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(csv).toHaveLength(1);
    expect(csv[0]?.query.toString()).toBe('status=new&q=asha');
    expect(csv[0]?.headers.get('Authorization')).toMatch(/^Bearer /);
    expect(createObjectURL).toHaveBeenCalled();
    const link = click.mock.instances[0] as unknown as HTMLAnchorElement;
    expect(link.download).toBe('enquiries-2030-01-15.csv');
  });
});
