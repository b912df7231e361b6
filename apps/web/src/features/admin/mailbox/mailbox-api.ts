import { mailboxErrorCodes, mailboxRoutes } from '@skillpath/contract';
import { queryOptions } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../../lib/api';

/** The server sends mail through SMTP: there is no mailbox to show (nor a sidebar item for it). */
export const isMailboxOff = (error: unknown) =>
  error instanceof ApiRequestError && error.code === mailboxErrorCodes.mailboxOff;

export const mailboxQueries = {
  /** Shared by the sidebar (is there a mailbox?) and the Mailbox screen. */
  list: () =>
    queryOptions({
      queryKey: ['admin', 'mailbox'],
      queryFn: ({ signal }) => callApi(mailboxRoutes.list, {}, signal),
      // The answer 'no mailbox' does not change while the server runs: asked once.
      retry: (failures, error) => !isMailboxOff(error) && failures < 2,
    }),
  mail: (id: string) =>
    queryOptions({
      queryKey: ['admin', 'mailbox', id],
      queryFn: ({ signal }) => callApi(mailboxRoutes.get, { params: { id } }, signal),
    }),
};
