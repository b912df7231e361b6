import { type Mail, type MailSummary, mailboxMessages, mailboxRoutes } from '@skillpath/contract';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, mockRoute } from '../../../test/api-mock';
import { openAdmin, preloadAdminArea, screenTestTimeout } from '../admin-test-kit';

preloadAdminArea();

const confirmation: MailSummary = {
  id: '1796216221623-job-3_1796216220763127_0_0_1',
  to: 'ravi@example.com',
  subject: 'Confirm your Skillpath e-mail address',
  sent_at: '2026-12-02T12:57:01.623Z',
  links: ['http://skillpath.test/verify-email?uid=Mw&token=abc'],
};

const hostile: Mail = {
  id: '1796216221000-job-2_1',
  to: 'eve@example.com',
  subject: '<img src=x onerror=alert(1)>',
  sent_at: '2026-12-02T12:50:00.000Z',
  links: ['https://example.com/ok'],
  text: 'Hi <b>there</b>\njavascript:alert(1) and data:text/html,x\nGo to https://example.com/ok.',
};

describe('admin Mailbox', screenTestTimeout, () => {
  it('lists the mails, newest first, with their links clickable, and is in the sidebar', async () => {
    const { user } = await openAdmin('/admindash/mailbox', 'Mailbox', 15_000, [confirmation]);
    const table = await screen.findByRole('table', { name: 'Mailbox' });
    const row = within(table).getByRole('row', { name: /ravi@example\.com/ });
    const link = within(row).getByRole('link', { name: confirmation.links[0] });
    expect(link).toHaveAttribute('href', confirmation.links[0]);
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('target', '_blank');
    expect(
      within(screen.getAllByRole('navigation', { name: 'Admin' })[0]!).getByRole('link', { name: 'Mailbox' }),
    ).toHaveAttribute('href', '/admindash/mailbox');
    mockRoute(mailboxRoutes.get, {
      ...confirmation,
      text: 'Open http://skillpath.test/verify-email?uid=Mw&token=abc',
    });
    await user.click(within(row).getByRole('link', { name: confirmation.subject }));
    expect(await screen.findByText('To ravi@example.com', { exact: false })).toBeInTheDocument();
  });

  it('shows a mail as text: markup stays text, only http(s) links are links', async () => {
    mockRoute(mailboxRoutes.get, hostile);
    await openAdmin(`/admindash/mailbox/${hostile.id}`, hostile.subject, 5000, [hostile]);
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(screen.getByText(/Hi <b>there<\/b>/)).toBeInTheDocument();
    const body = screen.getByText(/Hi <b>there<\/b>/).parentElement!;
    const links = within(body).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['https://example.com/ok']);
    expect(screen.getByText(/javascript:alert\(1\)/).closest('a')).toBeNull();
  });

  it('says when the mailbox is empty', async () => {
    await openAdmin('/admindash/mailbox', 'Mailbox', 5000, []);
    expect(await screen.findByText('No mail has been sent yet.')).toBeInTheDocument();
  });

  it('has no sidebar item and says why when mail goes through SMTP', async () => {
    await openAdmin('/admindash/mailbox', 'Mailbox');
    expect(await screen.findByText(mailboxMessages.mailboxOff)).toBeInTheDocument();
    for (const nav of screen.getAllByRole('navigation', { name: 'Admin' }))
      expect(within(nav).queryByRole('link', { name: 'Mailbox' })).toBeNull();
  });

  it('offers Retry when the mailbox cannot be loaded', async () => {
    await openAdmin(
      '/admindash/mailbox',
      'Mailbox',
      5000,
      apiError(500, 'Something went wrong on our side. Please try again.'),
    );
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 10_000 })).toBeInTheDocument();
  });
});
