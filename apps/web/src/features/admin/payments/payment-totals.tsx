import { Paper, SimpleGrid, Text } from '@mantine/core';
import { formatRupees } from '@skillpath/contract';

interface Totals {
  paid_paise: number;
  refunded_paise: number;
  outstanding_paise: number;
}

function Stat({ label, paise, hint }: { label: string; paise: number; hint: string }) {
  return (
    <Paper withBorder radius="md" p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={24} fw={700} lh={1.3} style={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatRupees(paise)}
      </Text>
      <Text size="xs" c="dimmed">
        {hint}
      </Text>
    </Paper>
  );
}

/** The money of the orders the filters select: collected, given back, and still owed. */
export function PaymentTotals({ totals }: { totals: Totals }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 3 }} spacing="md" aria-label="Totals of the orders shown">
      <Stat label="Paid" paise={totals.paid_paise} hint="Collected on these orders" />
      <Stat label="Refunded" paise={totals.refunded_paise} hint="Given back by credit notes" />
      <Stat label="Outstanding" paise={totals.outstanding_paise} hint="Orders waiting for payment" />
    </SimpleGrid>
  );
}
