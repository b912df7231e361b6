import { route } from '../common/route';
import { billingSettingsInputSchema, billingSettingsSchema } from './schemas';

/** The institute's billing settings: what its invoices say and how it is paid. Admins only. */
export const billingRoutes = {
  settings: route({
    method: 'GET',
    path: '/v1/api/admin/billing-settings/',
    access: 'admin',
    errors: [],
    schemas: { response: billingSettingsSchema },
  }),
  updateSettings: route({
    method: 'PUT',
    path: '/v1/api/admin/billing-settings/',
    access: 'admin',
    errors: [],
    schemas: { body: billingSettingsInputSchema, response: billingSettingsSchema },
  }),
};
