import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { type MailSummary, mailboxMessages as m } from '@skillpath/contract';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import { AdminPage } from '../shared/admin-page';
import { type Column, DataTable, QueryFallback } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { errorReason } from '../shared/error-text';
import { MailLink } from './mail-text';
import { isMailboxOff, mailboxQueries } from './mailbox-api';

const columns: Column<MailSummary>[] = [
  { header: 'Sent', cell: (mail) => <DateTimeCell iso={mail.sent_at} />, nowrap: true },
  { header: 'To', cell: (mail) => mail.to },
  {
    header: 'Subject',
    cell: (mail) => (
      <Anchor component={Link} to={adminUrl(adminSections.mailbox, mail.id)} size="sm" c="blue.9">
        {mail.subject || '(no subject)'}
      </Anchor>
    ),
  },
  {
    header: 'Links',
    cell: (mail) =>
      mail.links.length ? (
        <Stack gap={4} maw={360}>
          {mail.links.map((href) => (
            <Text key={href} size="xs">
              <MailLink href={href} />
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="xs" c="dimmed">
          None
        </Text>
      ),
  },
];

/**
 * The development mailbox: without SMTP_URL the server writes each mail to its outbox folder instead of
 * sending it; here an admin reads them, newest first, and can follow the links they carry.
 */
export function MailboxPage() {
  const query = useQuery(mailboxQueries.list());
  return (
    <AdminPage
      title="Mailbox"
      description="Mail is not sent on this server (no SMTP_URL): each message is kept in the outbox folder instead. The newest come first."
    >
      {query.data ? (
        query.data.length ? (
          <DataTable
            label="Mailbox"
            columns={columns}
            rows={query.data}
            rowKey={(mail) => mail.id}
            minWidth={760}
            busy={query.isFetching}
          />
        ) : (
          <Text c="dimmed">{m.empty}</Text>
        )
      ) : isMailboxOff(query.error) ? (
        <Alert color="blue" variant="light">
          {m.mailboxOff}
        </Alert>
      ) : (
        <QueryFallback
          label="Mailbox"
          query={query}
          loadErrorText={(error) => `${m.loadFailed} ${errorReason(error)}`}
        />
      )}
    </AdminPage>
  );
}
