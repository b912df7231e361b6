import { type EnquiryCreate, enquiryMessages, enquiryRoutes } from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, callApi } from '../../lib/api';

/** The callback request of spec 000 §7. */
export function useCreateEnquiry() {
  return useMutation({
    mutationFn: (input: EnquiryCreate) => callApi(enquiryRoutes.create, { body: input }),
  });
}

/**
 * Spec 000 §8: a failure shows the server's detail, else the default message. A connection failure
 * has no detail from the server, so it gets the default too.
 */
export function enquiryErrorMessage(error: Error): string {
  return (error instanceof ApiRequestError && error.detail) || enquiryMessages.failed;
}
