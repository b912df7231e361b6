import { ENQUIRY_STATUSES } from '@skillpath/contract';
import type { ChoiceFilter } from '../shared/list-page';
import { enquiryStatusLabel } from './enquiry-status-badge';

/** The Status drop-down of the enquiries and employer-leads inboxes. */
export const statusFilter: ChoiceFilter<'status'> = {
  name: 'status',
  label: 'Status',
  options: [
    { value: 'all', label: 'All statuses' },
    ...ENQUIRY_STATUSES.map((status) => ({ value: status, label: enquiryStatusLabel(status) })),
  ],
  width: 180,
};
