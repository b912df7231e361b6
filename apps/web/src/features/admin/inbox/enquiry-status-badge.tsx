import { Badge } from '@mantine/core';
import type { EnquiryStatus } from './inbox-api';

const colors: Record<EnquiryStatus, string> = { new: 'blue.9', contacted: 'teal.9', closed: 'gray.7' };
const labels: Record<EnquiryStatus, string> = { new: 'New', contacted: 'Contacted', closed: 'Closed' };

export function EnquiryStatusBadge({ status }: { status: EnquiryStatus }) {
  return (
    <Badge color={colors[status]} variant="filled" miw="max-content">
      {labels[status]}
    </Badge>
  );
}

export const enquiryStatusLabel = (status: EnquiryStatus) => labels[status];
