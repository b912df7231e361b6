import { Badge } from '@mantine/core';
import type { OrderStatus } from '@skillpath/contract';

const looks: Record<OrderStatus, { label: string; color: string }> = {
  awaiting_payment: { label: 'Awaiting payment', color: 'blue.9' },
  paid: { label: 'Paid', color: 'teal.9' },
  cancelled: { label: 'Cancelled', color: 'gray.7' },
  expired: { label: 'Expired', color: 'gray.7' },
  refunded: { label: 'Refunded', color: 'grape.9' },
  partially_refunded: { label: 'Partly refunded', color: 'grape.9' },
};

/** An order's status in words, coloured by what it asks of the reader (pay, nothing, money back). */
export function OrderStatusBadge({ status }: { status: OrderStatus }) {
  const { label, color } = looks[status];
  return (
    <Badge color={color} variant="filled" miw="max-content">
      {label}
    </Badge>
  );
}

export const orderStatusLabel = (status: OrderStatus) => looks[status].label;
