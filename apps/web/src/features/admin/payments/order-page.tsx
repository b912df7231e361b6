import { Alert, Anchor, Button, Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatRupees, gstStateName, type Order } from '@skillpath/contract';
import { IconArrowLeft, IconFlag } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { DocumentNumber } from '../../../components/payments/document-number';
import { formatIst } from '../../../components/payments/format-ist';
import { OrderAmounts } from '../../../components/payments/order-amounts';
import { OrderStatusBadge } from '../../../components/payments/order-status-badge';
import { adminSections, adminUrl } from '../admin-sections';
import { AdminPage } from '../shared/admin-page';
import { confirmAction } from '../shared/confirm';
import { errorReason } from '../shared/error-text';
import { LoadError } from '../shared/load-error';
import { LoadingState } from '../shared/loading-state';
import { StatusBanners } from '../shared/status-banners';
import { useBusyTask } from '../shared/use-busy-task';
import { useStatusBanners } from '../shared/use-status-banners';
import { itemTypeLabel, methodLabel } from './payment-labels';
import {
  adminPaymentKeys,
  adminPaymentQueries,
  cancelOrder,
  recordDeskPayment,
  refundOrder,
} from './payments-api';
import { RecordPaymentForm } from './record-payment-form';
import { RefundForm } from './refund-form';

function PaymentsTable({ order }: { order: Order }) {
  if (order.payments.length === 0) return <Text c="dimmed">No payment yet.</Text>;
  return (
    // Focusable, so a keyboard can scroll it sideways on a phone.
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label="Payments">
      <Table striped captionSide="top">
        <Table.Caption>Payments</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Received</Table.Th>
            <Table.Th scope="col">Method</Table.Th>
            <Table.Th scope="col">Reference</Table.Th>
            <Table.Th scope="col">Amount</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {order.payments.map((p) => (
            <Table.Tr key={`${p.created_at}-${p.reference}`}>
              <Table.Td>{formatIst(p.created_at)}</Table.Td>
              <Table.Td>
                {p.provider === 'razorpay' ? `Razorpay (${p.method})` : methodLabel(p.method)}
              </Table.Td>
              <Table.Td>{p.reference ?? '—'}</Table.Td>
              <Table.Td>{formatRupees(p.amount_paise)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function OrderDetails({ order }: { order: Order }) {
  const { billing } = order;
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg">
      <Card withBorder radius="md" padding="lg">
        <Stack gap={4}>
          <Text size="xs" fw={700} tt="uppercase" c="dimmed">
            {itemTypeLabel(order.item_type)} #{order.item_id}
          </Text>
          <Title order={2} size="h4">
            {order.item_title}
          </Title>
          <Group gap="xs">
            <OrderStatusBadge status={order.status} />
            {order.invoice_number && <DocumentNumber kind="Invoice" number={order.invoice_number} />}
          </Group>
          <Text size="sm">
            Billed to {billing.name}, {gstStateName(billing.state_code) ?? billing.state_code}
            {billing.gstin && <> · GSTIN {billing.gstin}</>}
          </Text>
          {billing.address && (
            <Text size="sm" c="dimmed">
              {billing.address}
            </Text>
          )}
          <Text size="xs" c="dimmed">
            Created {formatIst(order.created_at)}
            {order.paid_at && <> · paid {formatIst(order.paid_at)}</>}
            {order.hold_expires_at && <> · seat held until {formatIst(order.hold_expires_at)}</>}
          </Text>
        </Stack>
      </Card>
      <Card withBorder radius="md" padding="lg">
        <OrderAmounts order={order} />
        {order.refunded_paise > 0 && (
          <Text size="sm" mt="xs">
            Refunded {formatRupees(order.refunded_paise)}
          </Text>
        )}
      </Card>
    </SimpleGrid>
  );
}

/** One order: its bill, payments and credit notes, a flag to look into, and the desk's actions. */
export function OrderPage() {
  const { id = '' } = useParams();
  const order = useQuery(adminPaymentQueries.order(id));
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  const queryClient = useQueryClient();

  const act = async (work: () => Promise<Order>, success: string, failure: string) => {
    const result = await task.run(work, { success, errorText: (e) => `${failure}: ${errorReason(e)}` });
    if (result.ok) {
      queryClient.setQueryData(adminPaymentQueries.order(id).queryKey, result.value);
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.list });
    }
  };

  const back = (
    <Anchor component={Link} to={adminUrl(adminSections.payments)} size="sm">
      <Group gap={4} component="span">
        <IconArrowLeft size={14} aria-hidden="true" /> All payments
      </Group>
    </Anchor>
  );

  return (
    <AdminPage title={`Order ${id}`} description={back}>
      <StatusBanners banners={banners} />
      {order.isPending ? (
        <LoadingState label="Loading the order" />
      ) : order.isError ? (
        <LoadError
          message={`Failed to load the order: ${errorReason(order.error)}`}
          onRetry={() => order.refetch()}
          retrying={order.isFetching}
        />
      ) : (
        <Stack gap="lg">
          {order.data.flag && (
            <Alert
              color="red"
              variant="filled"
              title="Flagged"
              icon={<IconFlag aria-hidden="true" />}
              role="alert"
            >
              {order.data.flag}
            </Alert>
          )}
          <OrderDetails order={order.data} />
          <PaymentsTable order={order.data} />
          {order.data.credit_notes.length > 0 && (
            <Stack gap={4}>
              <Title order={2} size="h5">
                Credit notes
              </Title>
              {order.data.credit_notes.map((note) => (
                <Text key={note.number} size="sm">
                  <DocumentNumber kind="Credit note" number={note.number} /> {formatRupees(note.amount_paise)}{' '}
                  on {formatIst(note.created_at)}: {note.reason}
                </Text>
              ))}
            </Stack>
          )}
          <OrderActions
            order={order.data}
            busy={task.busy}
            onRecord={(payment) =>
              act(
                () => recordDeskPayment(order.data.id, payment),
                'Payment recorded.',
                'Failed to record the payment',
              )
            }
            onRefund={async (refund) => {
              const sure = await confirmAction({
                title: 'Refund',
                message: `Refund ${formatRupees(refund.amount_paise)} of order ${order.data.id}? A credit note is issued and it cannot be undone.`,
                confirmLabel: 'Refund',
              });
              if (sure)
                await act(() => refundOrder(order.data.id, refund), 'Refund recorded.', 'Failed to refund');
            }}
            onCancel={async () => {
              const sure = await confirmAction({
                title: 'Cancel order',
                message: `Cancel order ${order.data.id}? Its seat is released and it can no longer be paid.`,
                confirmLabel: 'Cancel order',
              });
              if (sure) await act(() => cancelOrder(order.data.id), 'Order cancelled.', 'Failed to cancel');
            }}
          />
        </Stack>
      )}
    </AdminPage>
  );
}

interface OrderActionsProps {
  order: Order;
  busy: boolean;
  onRecord: Parameters<typeof RecordPaymentForm>[0]['onRecord'];
  onRefund: Parameters<typeof RefundForm>[0]['onRefund'];
  onCancel: () => void;
}

/** What the desk can do with the order in its state. */
function OrderActions({ order, busy, onRecord, onRefund, onCancel }: OrderActionsProps) {
  const payable = order.status === 'awaiting_payment' || order.status === 'expired';
  const refundable = order.status === 'paid' || order.status === 'partially_refunded';
  return (
    <Stack gap="md">
      {payable && <RecordPaymentForm order={order} busy={busy} onRecord={onRecord} />}
      {refundable && <RefundForm order={order} busy={busy} onRefund={onRefund} />}
      {order.status === 'awaiting_payment' && (
        <Group>
          <Button variant="outline" color="red.9" onClick={onCancel} loading={busy}>
            Cancel order
          </Button>
        </Group>
      )}
    </Stack>
  );
}
