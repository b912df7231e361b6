import { Anchor, Button, Card, Center, Group, Loader, Stack, Text } from '@mantine/core';
import { formatRupees, type Order } from '@skillpath/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { LoadError } from '../../components/load-error';
import { DocumentNumber } from '../../components/payments/document-number';
import { formatIst } from '../../components/payments/format-ist';
import { OrderStatusBadge } from '../../components/payments/order-status-badge';
import { checkoutPath } from '../../lib/checkout-path';
import { itemPage } from './item-links';
import { cancelMyOrder, paymentKeys, paymentQueries } from './payments-api';

function OrderCard({ order }: { order: Order }) {
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelMyOrder(order.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paymentKeys.mine }),
  });
  const awaiting = order.status === 'awaiting_payment';
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-label={`Order ${order.id}`}>
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <div style={{ minWidth: 0 }}>
            <Anchor component={Link} to={itemPage(order.item_type, order.item_id)} fw={600}>
              {order.item_title}
            </Anchor>
            <Text size="xs" c="dimmed">
              Order {order.id} · {formatIst(order.created_at)}
            </Text>
          </div>
          <OrderStatusBadge status={order.status} />
        </Group>
        <Text size="sm">
          Total <strong>{formatRupees(order.total_paise)}</strong>
          {order.refunded_paise > 0 && <> · refunded {formatRupees(order.refunded_paise)}</>}
        </Text>
        {order.invoice_number && <DocumentNumber kind="Invoice" number={order.invoice_number} />}
        {order.credit_notes.map((note) => (
          <Text key={note.number} size="sm">
            <DocumentNumber kind="Credit note" number={note.number} /> for {formatRupees(note.amount_paise)}
          </Text>
        ))}
        {awaiting && (
          <>
            {order.hold_expires_at && (
              <Text size="xs" c="dimmed">
                Seat held until {formatIst(order.hold_expires_at)}
              </Text>
            )}
            <Group gap="sm">
              <Button component={Link} to={checkoutPath(order.item_type, order.item_id)} size="xs">
                Pay now
              </Button>
              <Button
                size="xs"
                variant="default"
                onClick={() => cancel.mutate()}
                loading={cancel.isPending}
                aria-label={`Cancel order ${order.id}`}
              >
                Cancel
              </Button>
            </Group>
            {cancel.isError && (
              <Text size="sm" c="red.9" role="alert">
                {cancel.error.message}
              </Text>
            )}
          </>
        )}
      </Stack>
    </Card>
  );
}

/** The Payments tab: the learner's own orders, newest first, with their invoices and credit notes. */
export function MyPayments(_props: { userId: string }) {
  const orders = useQuery(paymentQueries.mine());
  if (orders.isPending)
    return (
      <Center py="xl">
        <Loader role="status" aria-label="Loading your payments" />
      </Center>
    );
  if (orders.isError)
    return (
      <LoadError
        message={`Your payments could not be loaded: ${orders.error.message}`}
        onRetry={() => void orders.refetch()}
        retrying={orders.isFetching}
      />
    );
  if (orders.data.results.length === 0)
    return <Text c="dimmed">No payments yet. Courses, workshops and programs with a fee are paid here.</Text>;
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your orders">
      {orders.data.results.map((order) => (
        <OrderCard key={order.id} order={order} />
      ))}
    </Stack>
  );
}
