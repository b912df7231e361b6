import {
  type EnquiryCreate,
  type enquiryCreatedSchema,
  enquiryMessages,
  enquiryPaths,
} from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { ApiRequestError, api } from '../../lib/api';

export type EnquiryCreated = z.infer<typeof enquiryCreatedSchema>;

/** POST /v1/api/enquiries/create/ (spec 000 §7). */
export function useCreateEnquiry() {
  return useMutation({
    mutationFn: (input: EnquiryCreate) => api.post<EnquiryCreated>(enquiryPaths.createEnquiry, input),
  });
}

/**
 * Spec 000 §8: a failure shows the server's detail, else the default message. A connection failure
 * has no detail from the server, so it gets the default too.
 */
export function enquiryErrorMessage(error: Error): string {
  return (error instanceof ApiRequestError && error.detail) || enquiryMessages.failed;
}
