import { type demoBookingSchema, enquiryPaths } from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '../../lib/api';
import type { DemoBookingValues } from './demo-booking-schema';

export type DemoBooking = z.infer<typeof demoBookingSchema>;

/** DESIGN §8: a demo booking is stored and confirmed by mail, not only acknowledged on screen. */
export function useBookDemoMutation() {
  return useMutation({
    mutationFn: (booking: DemoBookingValues) => api.post<DemoBooking>(enquiryPaths.demoBookings, booking),
  });
}
