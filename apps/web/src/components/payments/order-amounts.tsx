import { Table, Text } from '@mantine/core';
import { formatRupees, gstStateName, type Order } from '@skillpath/contract';

type Amounts = Pick<
  Order,
  | 'subtotal_paise'
  | 'discount_paise'
  | 'taxable_paise'
  | 'cgst_paise'
  | 'sgst_paise'
  | 'igst_paise'
  | 'total_paise'
  | 'gst_rate_percent'
  | 'place_of_supply'
>;

/**
 * The bill of an order as the server priced it: listed price, any discount, the taxable value, the
 * GST split for the place of supply (CGST and SGST within the institute's state, IGST otherwise) and
 * the total. Figures right-aligned so the paise line up.
 */
export function OrderAmounts({ order, caption = 'Amounts' }: { order: Amounts; caption?: string }) {
  const half = order.gst_rate_percent / 2;
  const intraState = order.igst_paise === 0 && order.cgst_paise + order.sgst_paise > 0;
  const lines: [string, number][] = [
    ['Listed price', order.subtotal_paise],
    ...(order.discount_paise > 0 ? [['Discount', -order.discount_paise] as [string, number]] : []),
    ['Taxable value', order.taxable_paise],
    ...(intraState
      ? ([
          [`CGST ${half}%`, order.cgst_paise],
          [`SGST ${half}%`, order.sgst_paise],
        ] as [string, number][])
      : ([[`IGST ${order.gst_rate_percent}%`, order.igst_paise]] as [string, number][])),
  ];
  const place = gstStateName(order.place_of_supply) ?? order.place_of_supply;
  return (
    <Table verticalSpacing={6} horizontalSpacing={0} withRowBorders={false}>
      <Table.Caption style={{ captionSide: 'top', textAlign: 'left' }}>
        <Text span size="sm" c="dimmed">
          {caption} · place of supply {place}
        </Text>
      </Table.Caption>
      <Table.Tbody>
        {lines.map(([label, paise]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={400}>
              {label}
            </Table.Th>
            <Table.Td ta="right">{paise < 0 ? `− ${formatRupees(-paise)}` : formatRupees(paise)}</Table.Td>
          </Table.Tr>
        ))}
        <Table.Tr style={{ borderTop: '1px solid var(--mantine-color-gray-4)' }}>
          <Table.Th scope="row">Total</Table.Th>
          <Table.Td ta="right" fw={700}>
            {formatRupees(order.total_paise)}
          </Table.Td>
        </Table.Tr>
      </Table.Tbody>
    </Table>
  );
}
