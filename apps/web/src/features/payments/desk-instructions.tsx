import { Alert, Button, Card, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { type CheckoutResponse, formatRupees, type Order } from '@skillpath/contract';
import { IconClock } from '@tabler/icons-react';
import { formatIst } from '../../components/payments/format-ist';
import { UpiQr } from './upi-qr';

type DeskPayment = Extract<CheckoutResponse['payment'], { provider: 'manual' }>;

interface DeskInstructionsProps {
  order: Order;
  payment: DeskPayment;
  onCancel: () => void;
  cancelling: boolean;
}

function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </div>
  );
}

/**
 * How to pay at the desk: the UPI QR with the exact amount and the order's note, the UPI ID, bank
 * details and office address, and until when the seat is held. The institute records the payment.
 */
export function DeskInstructions({ order, payment, onCancel, cancelling }: DeskInstructionsProps) {
  const { instructions } = payment;
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Pay at the desk
      </Title>
      <Text size="sm">
        Pay {formatRupees(order.total_paise)} to {instructions.payee} by UPI, bank transfer, cash or cheque,
        and put <strong>{instructions.note}</strong> on the payment. The institute records it and you are
        enrolled at once.
      </Text>
      {order.hold_expires_at && (
        <Alert color="yellow" variant="light" icon={<IconClock aria-hidden="true" />}>
          Your seat is held until {formatIst(order.hold_expires_at)}.
        </Alert>
      )}
      <Card withBorder radius="md" padding="md">
        <SimpleGrid cols={{ base: 1, sm: payment.upi_uri ? 2 : 1 }} spacing="lg">
          {payment.upi_uri && (
            <Stack gap={6} align="center">
              <UpiQr
                uri={payment.upi_uri}
                label={`UPI QR code: pay ${formatRupees(order.total_paise)} to ${instructions.upi_vpa}`}
              />
              <Text size="xs" c="dimmed" ta="center">
                Scan with any UPI app: the amount and note are filled in.
              </Text>
            </Stack>
          )}
          <Stack gap="sm">
            {instructions.upi_vpa && <Detail label="UPI ID">{instructions.upi_vpa}</Detail>}
            {instructions.bank_details && <Detail label="Bank details">{instructions.bank_details}</Detail>}
            <Detail label="Office">{instructions.address}</Detail>
            <Detail label="Note on the payment">{instructions.note}</Detail>
          </Stack>
        </SimpleGrid>
      </Card>
      <Group>
        <Button variant="default" color="red" onClick={onCancel} loading={cancelling}>
          Cancel order
        </Button>
      </Group>
    </Stack>
  );
}
