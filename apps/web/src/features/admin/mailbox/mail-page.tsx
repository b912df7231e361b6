import { Anchor, Group, Paper, Stack, Text } from '@mantine/core';
import { mailboxMessages as m } from '@skillpath/contract';
import { IconArrowLeft } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { adminSections, adminUrl } from '../admin-sections';
import { AdminPage } from '../shared/admin-page';
import { errorReason } from '../shared/error-text';
import { formatDateTime } from '../shared/format';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { MailText } from './mail-text';
import { mailboxQueries } from './mailbox-api';

function BackToMailbox() {
  return (
    <Anchor component={Link} to={adminUrl(adminSections.mailbox)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" />
        Back to the mailbox
      </Group>
    </Anchor>
  );
}

/** One mail of the development mailbox: who it went to, when, and its text with working links. */
export function MailPage() {
  const id = useParams().id ?? '';
  const mail = useQuery(mailboxQueries.mail(id));

  if (mail.isPending)
    return (
      <Stack>
        <BackToMailbox />
        <LoadingState label="Loading the mail" />
      </Stack>
    );
  if (mail.isError)
    return (
      <AdminPage title="Mail">
        <BackToMailbox />
        <LoadError
          message={`${m.loadFailed} ${errorReason(mail.error)}`}
          onRetry={() => mail.refetch()}
          retrying={mail.isFetching}
        />
      </AdminPage>
    );

  const { subject, to, sent_at, text } = mail.data;
  return (
    <AdminPage title={subject || '(no subject)'} description={`To ${to}, ${formatDateTime(sent_at)}`}>
      <BackToMailbox />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'lg' }}>
        <Text component="div" size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          <MailText text={text} />
        </Text>
      </Paper>
    </AdminPage>
  );
}
