import { Button, Card, Center, Container, Group, Loader, Stack, Text, Title } from '@mantine/core';
import {
  type CheckoutResponse,
  paymentErrorCodes as codes,
  ITEM_TYPES,
  type ItemType,
  type Order,
  paymentMessages,
} from '@skillpath/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router';
import { parsePathId } from '../../components/learner-account/learner-errors';
import { learnerQueries } from '../../components/learner-account/learner-queries';
import { PageError } from '../../components/learner-account/page-error';
import { SignInRedirect } from '../../components/learner-account/sign-in-redirect';
import { OrderAmounts } from '../../components/payments/order-amounts';
import { ApiRequestError } from '../../lib/api';
import { usePageTitle } from '../../lib/use-page-title';
import { useSession } from '../../lib/use-session';
import { type BillingDetails, BillingDetailsForm } from './billing-details-form';
import { CheckoutRefusal } from './checkout-refusal';
import { DeskInstructions } from './desk-instructions';
import { PaymentReceived } from './payment-received';
import { cancelMyOrder, paymentKeys, startCheckout } from './payments-api';
import { RazorpayPay } from './razorpay-pay';

const isItemType = (value: string | undefined): value is ItemType =>
  (ITEM_TYPES as readonly string[]).includes(value ?? '');

/** /checkout/:itemType/:itemId: billing details, then the priced order and the way to pay it. */
export function CheckoutPage() {
  usePageTitle('Checkout');
  const { session } = useSession();
  const { itemType, itemId } = useParams();
  const id = parsePathId(itemId ?? '');
  const candidate = useQuery({
    ...learnerQueries.candidate(session?.userId ?? ''),
    enabled: session !== null,
  });

  if (!session) return <SignInRedirect />;
  if (!isItemType(itemType) || !id)
    return <PageError title="Checkout" message={paymentMessages.itemNotFound} />;
  if (candidate.isPending)
    return (
      <Center py={96}>
        <Loader role="status" aria-label="Loading the checkout" />
      </Center>
    );
  return (
    <Checkout
      item={{ type: itemType, id: Number(id) }}
      // Without the profile the name is left for the learner to type (the server falls back to it).
      buyer={{ name: candidate.data?.name ?? '', email: session.email }}
    />
  );
}

interface CheckoutProps {
  item: { type: ItemType; id: number };
  buyer: { name: string; email: string };
}

function Checkout({ item, buyer }: CheckoutProps) {
  const queryClient = useQueryClient();
  const [priced, setPriced] = useState<CheckoutResponse>();
  const [paid, setPaid] = useState<Order>();
  const [cancelled, setCancelled] = useState(false);
  const refresh = () => queryClient.invalidateQueries({ queryKey: paymentKeys.mine });

  const checkout = useMutation({
    mutationFn: (billing: BillingDetails) =>
      startCheckout({ item_type: item.type, item_id: item.id, billing }),
    onSuccess: (answer) => {
      setPriced(answer);
      setCancelled(false);
      void refresh();
    },
  });
  const cancel = useMutation({
    mutationFn: (orderId: number) => cancelMyOrder(orderId),
    onSuccess: () => {
      setPriced(undefined);
      setCancelled(true);
      void refresh();
    },
  });

  const error = checkout.error;
  const gstinRefused = error instanceof ApiRequestError && error.code === codes.invalidGstin;
  const lastBilling = checkout.variables;
  const order = paid ?? priced?.order;

  return (
    <Container size="md" py={{ base: 'lg', sm: 'xl' }}>
      <Stack gap="lg">
        <Title order={1} size="h2">
          Checkout
        </Title>
        {order && (
          <Card withBorder radius="md" padding="lg">
            <Text size="xs" fw={700} tt="uppercase" c="dimmed">
              Order {order.id} · {order.item_type}
            </Text>
            <Title order={2} size="h4" mb="sm">
              {order.item_title}
            </Title>
            <OrderAmounts order={order} caption="Your bill" />
          </Card>
        )}

        {paid ? (
          <PaymentReceived order={paid} />
        ) : priced ? (
          <>
            {priced.payment.provider === 'razorpay' ? (
              <RazorpayPay
                order={priced.order}
                payment={priced.payment}
                buyer={buyer}
                onPaid={(order) => {
                  setPaid(order);
                  void refresh();
                }}
              />
            ) : (
              <DeskInstructions
                order={priced.order}
                payment={priced.payment}
                onCancel={() => cancel.mutate(priced.order.id)}
                cancelling={cancel.isPending}
              />
            )}
            {cancel.isError && (
              <Text c="red.9" size="sm" role="alert">
                {cancel.error.message}
              </Text>
            )}
            <Group>
              <Button variant="subtle" onClick={() => setPriced(undefined)}>
                Change billing details
              </Button>
            </Group>
          </>
        ) : (
          <>
            {cancelled && (
              <Text role="status">Your order is cancelled and its seat released. Start again below.</Text>
            )}
            {error && !gstinRefused && (
              <CheckoutRefusal
                error={error}
                item={item}
                onRetry={() => lastBilling && checkout.mutate(lastBilling)}
                retrying={checkout.isPending}
              />
            )}
            <BillingDetailsForm
              initialName={buyer.name}
              previous={lastBilling}
              busy={checkout.isPending}
              gstinError={gstinRefused ? paymentMessages.invalidGstin : undefined}
              onSubmit={(billing) => checkout.mutate(billing)}
            />
          </>
        )}
      </Stack>
    </Container>
  );
}
