import { demoBookingCreateSchema } from '@skillpath/contract';
import type { z } from 'zod';

/**
 * The contract's demo booking rules with the course always present (empty when none is chosen), so
 * every form value is a string the form can hold.
 */
export const demoBookingFormSchema = demoBookingCreateSchema.required({ course: true });
export type DemoBookingValues = z.output<typeof demoBookingFormSchema>;
export type DemoBookingFormValues = { [K in keyof z.input<typeof demoBookingFormSchema>]: string };
