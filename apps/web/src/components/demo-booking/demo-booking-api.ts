import { enquiryRoutes, type RouteOutput } from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import { callApi } from '../../lib/api';
import type { DemoBookingValues } from './demo-booking-schema';

export type DemoBooking = RouteOutput<typeof enquiryRoutes.bookDemo>;

/** DESIGN §8: a demo booking is stored and confirmed by mail, not only acknowledged on screen. */
export function useBookDemoMutation() {
  return useMutation({
    mutationFn: (booking: DemoBookingValues) => callApi(enquiryRoutes.bookDemo, { body: booking }),
  });
}
