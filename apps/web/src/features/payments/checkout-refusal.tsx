import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { paymentErrorCodes as codes, type ItemType, paymentMessages } from '@skillpath/contract';
import { IconAlertCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { ApiRequestError } from '../../lib/api';
import { paths } from '../../lib/paths';
import { itemPage } from './item-links';

interface CheckoutRefusalProps {
  error: unknown;
  item: { type: ItemType; id: number };
  onRetry: () => void;
  retrying: boolean;
}

/**
 * Why the order could not be made, and the way on: a sold-out item, one the learner already has, a
 * free one (enrol without paying), payments not open yet, or Razorpay failing (try again).
 */
export function CheckoutRefusal({ error, item, onRetry, retrying }: CheckoutRefusalProps) {
  const code = error instanceof ApiRequestError ? error.code : undefined;
  const detail = error instanceof Error ? error.message : String(error);
  const itemLink = itemPage(item.type, item.id);

  switch (code) {
    case codes.soldOut:
      return (
        <Alert color="red" title="Sold out" icon={<IconAlertCircle aria-hidden="true" />} role="alert">
          <Text size="sm">{paymentMessages.soldOut} A seat may free up when a held one expires.</Text>
          <Anchor component={Link} to={itemLink} size="sm">
            Back to the item
          </Anchor>
        </Alert>
      );
    case codes.alreadyOwned:
      return (
        <Alert color="blue" title="You already have this" role="alert">
          <Group gap="md">
            <Anchor component={Link} to={paths.dashboard} size="sm">
              Go to your dashboard
            </Anchor>
            <Anchor component={Link} to={itemLink} size="sm">
              Open it
            </Anchor>
          </Group>
        </Alert>
      );
    case codes.freeItem:
      return (
        <Alert color="blue" title="This one is free" role="alert">
          <Text size="sm">{paymentMessages.freeItem}</Text>
          <Anchor component={Link} to={itemLink} size="sm">
            Enrol for free
          </Anchor>
        </Alert>
      );
    case codes.itemNotFound:
      return (
        <Alert color="yellow" title="Not available" role="alert">
          <Text size="sm">{paymentMessages.itemNotFound}</Text>
        </Alert>
      );
    case codes.billingNotSet:
      return (
        <Alert color="yellow" title="Payments are not open" role="alert">
          <Text size="sm">{paymentMessages.billingNotSet}</Text>
        </Alert>
      );
    default:
      // Razorpay failing, the network, or the server: trying again may help.
      return (
        <Alert color="red" title="The order could not be made" role="alert">
          <Text size="sm" mb="xs">
            {detail}
          </Text>
          <Button size="xs" variant="outline" color="red.9" onClick={onRetry} loading={retrying}>
            Try again
          </Button>
        </Alert>
      );
  }
}
