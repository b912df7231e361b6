import { Text } from '@mantine/core';
import { formatRupees, priceOrder } from '@skillpath/contract';

/** A course price the example works on: the AI program's ₹45,000. */
const EXAMPLE_PAISE = 4_500_000;

/**
 * What a learner in the institute's state pays for a ₹45,000 course under these settings, so the
 * effect of the rate and of "prices include GST" is seen before saving.
 */
export function BillingExample({ rate, includeGst }: { rate: number; includeGst: boolean }) {
  const price = priceOrder({
    listed_paise: EXAMPLE_PAISE,
    gst_rate_percent: rate,
    prices_include_gst: includeGst,
    institute_state: 'same',
    buyer_state: 'same',
  });
  const gst = price.total_paise - price.taxable_paise;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      Example: a course listed at {formatRupees(EXAMPLE_PAISE)} costs the learner{' '}
      <Text span fw={600} c="var(--mantine-color-text)">
        {formatRupees(price.total_paise)}
      </Text>{' '}
      ({formatRupees(price.taxable_paise)} + {formatRupees(gst)} GST).
    </Text>
  );
}
