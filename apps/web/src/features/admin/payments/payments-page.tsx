import { Anchor, Badge, Button, Group, Select, Stack, Text } from '@mantine/core';
import { formatRupees, paymentRoutes } from '@skillpath/contract';
import { IconFlag, IconRefreshDot } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from 'react-router';
import { OrderStatusBadge } from '../../../components/payments/order-status-badge';
import { adminSections, adminUrl } from '../admin-sections';
import { AdminPage } from '../shared/admin-page';
import { CsvButton } from '../shared/csv-button';
import type { Column } from '../shared/data-table';
import { DateTimeCell } from '../shared/date-time-cell';
import { DayRangeFields } from '../shared/day-range-fields';
import { errorReason } from '../shared/error-text';
import { PagedTable } from '../shared/paged-table';
import { SearchField } from '../shared/search-field';
import { StatusBanners } from '../shared/status-banners';
import { useBusyTask } from '../shared/use-busy-task';
import { useListParams } from '../shared/use-list-params';
import { useStatusBanners } from '../shared/use-status-banners';
import { itemTypeLabel, itemTypeOptions, methodOptions, statusOptions } from './payment-labels';
import { PaymentTotals } from './payment-totals';
import {
  type AdminOrder,
  adminPaymentKeys,
  adminPaymentQueries,
  paymentQuery,
  reconcileWithRazorpay,
} from './payments-api';

const columns: Column<AdminOrder>[] = [
  { header: 'Created', cell: (o) => <DateTimeCell iso={o.created_at} />, nowrap: true },
  {
    header: 'Order',
    cell: (o) => (
      <Group gap={6} wrap="nowrap">
        <Anchor component={Link} to={adminUrl(adminSections.payments, o.id)} aria-label={`Order ${o.id}`}>
          #{o.id}
        </Anchor>
        {o.flag && (
          <Badge
            color="red.9"
            variant="filled"
            leftSection={<IconFlag size={12} aria-hidden="true" />}
            title={o.flag}
          >
            Flagged
          </Badge>
        )}
      </Group>
    ),
    nowrap: true,
  },
  {
    header: 'Learner',
    cell: (o) => (
      <>
        <Text size="sm">{o.learner_name}</Text>
        <Text size="xs" c="dimmed">
          {o.learner_email}
        </Text>
      </>
    ),
  },
  {
    header: 'Item',
    cell: (o) => (
      <>
        <Text size="sm">{o.item_title}</Text>
        <Text size="xs" c="dimmed">
          {itemTypeLabel(o.item_type)}
        </Text>
      </>
    ),
  },
  { header: 'Status', cell: (o) => <OrderStatusBadge status={o.status} />, nowrap: true },
  { header: 'Total', cell: (o) => formatRupees(o.total_paise), nowrap: true },
  { header: 'Invoice', cell: (o) => o.invoice_number ?? '—', nowrap: true },
];

const FILTERS = ['status', 'method', 'item_type', 'from', 'to', 'q'] as const;

/** Every order with filters, the range's totals, CSV export and the reconciliation with Razorpay. */
export function PaymentsPage() {
  const list = useListParams(FILTERS);
  const { filters, limit, offset, page, setPage, setFilter } = list;
  const query = useQuery(adminPaymentQueries.list(filters, { limit, offset }));
  const banners = useStatusBanners();
  const task = useBusyTask(banners);
  const queryClient = useQueryClient();

  const reconcile = async () => {
    const result = await task.run(reconcileWithRazorpay, {
      errorText: (error) => `Reconciliation failed: ${errorReason(error)}`,
    });
    if (result.ok) {
      const { checked, settled } = result.value;
      banners.showSuccess(
        `Checked ${checked} waiting ${checked === 1 ? 'order' : 'orders'} with Razorpay; ${settled} settled.`,
      );
      void queryClient.invalidateQueries({ queryKey: adminPaymentKeys.list });
    }
  };

  const choice = (name: 'status' | 'method' | 'item_type', label: string, data: typeof statusOptions) => (
    <Select
      label={label}
      data={data}
      value={filters[name] || 'all'}
      onChange={(value) => setFilter(name, value && value !== 'all' ? value : '')}
      allowDeselect={false}
      w={{ base: 'calc(50% - 8px)', xs: 180 }}
    />
  );

  return (
    <AdminPage
      title="Payments"
      description="Orders and their payments, refunds and invoices. Amounts include GST."
      actions={
        <Group gap="sm">
          <Button
            variant="default"
            leftSection={<IconRefreshDot size={16} aria-hidden="true" />}
            onClick={reconcile}
            loading={task.busy}
          >
            Reconcile with Razorpay
          </Button>
          <CsvButton
            route={paymentRoutes.adminExport}
            query={paymentQuery(filters)}
            fileName="payments.csv"
          />
        </Group>
      }
    >
      <StatusBanners banners={banners} />
      <Stack gap="md">
        <Group align="flex-end" gap="md">
          {choice('status', 'Status', statusOptions)}
          {choice('method', 'Method', methodOptions)}
          {choice('item_type', 'Item', itemTypeOptions)}
          <SearchField
            label="Search"
            placeholder="Learner, e-mail, item or invoice"
            value={filters.q}
            onSearch={(value) => setFilter('q', value)}
          />
          <DayRangeFields list={list} labels={['Created from', 'Created until']} />
        </Group>
        {query.data && <PaymentTotals totals={query.data.totals} />}
        <PagedTable
          label="Orders"
          rowsNoun="orders"
          columns={columns}
          rowKey={(o) => o.id}
          query={query}
          page={page}
          pageSize={limit}
          onPageChange={setPage}
          emptyText="No orders match."
          loadErrorText={(error) => `Failed to load the orders: ${errorReason(error)}`}
          minWidth={960}
        />
      </Stack>
    </AdminPage>
  );
}
