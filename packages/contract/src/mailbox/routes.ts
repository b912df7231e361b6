import { route } from '../common/route';
import { mailboxErrorCodes as codes } from './constants';
import { mailIdParamSchema, mailListSchema, mailSchema } from './schemas';

/** The development mailbox (mail not configured): the outbox's mails, for admins. */
export const mailboxRoutes = {
  /** The newest mails first; `mailbox_off` (404) when mail goes out through SMTP. */
  list: route({
    method: 'GET',
    path: '/v1/api/admin/mailbox/',
    access: 'admin',
    errors: [codes.mailboxOff],
    schemas: { response: mailListSchema },
  }),
  get: route({
    method: 'GET',
    path: '/v1/api/admin/mailbox/:id/',
    access: 'admin',
    errors: [codes.mailboxOff, codes.mailNotFound],
    schemas: { params: mailIdParamSchema, response: mailSchema },
  }),
};
