import { DESK_METHODS, ITEM_TYPES, ORDER_STATUSES } from '@skillpath/contract';
import { orderStatusLabel } from '../../../components/payments/order-status-badge';

const methodNames: Record<string, string> = {
  razorpay: 'Razorpay',
  cash: 'Cash',
  upi: 'UPI',
  bank_transfer: 'Bank transfer',
  cheque: 'Cheque',
};

/** A payment's method in words (Razorpay reports its own: card, netbanking, …). */
export const methodLabel = (method: string) => methodNames[method] ?? method;

const itemNames = { course: 'Course', internship: 'Internship', workshop: 'Workshop', program: 'Program' };

export const statusOptions = [
  { value: 'all', label: 'All statuses' },
  ...ORDER_STATUSES.map((s) => ({ value: s, label: orderStatusLabel(s) })),
];
export const methodOptions = [
  { value: 'all', label: 'All methods' },
  ...['razorpay', ...DESK_METHODS].map((m) => ({ value: m, label: methodLabel(m) })),
];
export const itemTypeOptions = [
  { value: 'all', label: 'All items' },
  ...ITEM_TYPES.map((t) => ({ value: t, label: itemNames[t] })),
];
export const deskMethodOptions = DESK_METHODS.map((m) => ({ value: m, label: methodLabel(m) }));
export const itemTypeLabel = (type: keyof typeof itemNames) => itemNames[type];
