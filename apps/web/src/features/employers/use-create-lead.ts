import { type EmployerLeadCreate, placementMessages, placementPaths } from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, api, NETWORK_ERROR_MESSAGE } from '../../lib/api';

/** POST /v1/api/employer-leads/ (DESIGN §8: the hire form now reaches the hiring team). */
export function useCreateLead() {
  return useMutation({
    mutationFn: (input: EmployerLeadCreate) =>
      api.post<{ message?: string }>(placementPaths.employerLeads, input),
  });
}

/** The server's reason when it gave one; the connection message offline; the default otherwise. */
export function leadErrorMessage(error: Error): string {
  if (error instanceof ApiRequestError) {
    if (error.status === 0) return NETWORK_ERROR_MESSAGE;
    if (error.detail) return error.detail;
  }
  return placementMessages.leadFailed;
}
