import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { formatRupees, type Order } from '@skillpath/contract';
import { IconCircleCheck } from '@tabler/icons-react';
import { Link } from 'react-router';
import { itemPage, paymentsTabUrl } from './item-links';

/** The confirmation after paying: the amount, the invoice's number, and where to go next. */
export function PaymentReceived({ order }: { order: Order }) {
  return (
    <Paper
      withBorder
      radius="md"
      p="lg"
      role="status"
      style={{ borderLeft: '4px solid var(--mantine-color-green-9)' }}
    >
      <Stack gap="xs">
        <Group gap="xs" wrap="nowrap">
          <IconCircleCheck size={24} color="var(--mantine-color-green-9)" aria-hidden="true" />
          <Title order={2} size="h4">
            Payment received
          </Title>
        </Group>
        <Text size="sm">
          {formatRupees(order.total_paise)} for {order.item_title} is paid.
          {order.invoice_number && (
            <>
              {' '}
              Invoice <strong>{order.invoice_number}</strong>.
            </>
          )}
        </Text>
        <Group gap="lg">
          <Anchor component={Link} to={itemPage(order.item_type, order.item_id)} size="sm">
            Open {order.item_title}
          </Anchor>
          <Anchor component={Link} to={paymentsTabUrl(order.user_id)} size="sm">
            See it in your payments
          </Anchor>
        </Group>
      </Stack>
    </Paper>
  );
}
