import { type EmployerLeadCreate, employerLeadRoutes, placementMessages } from '@skillpath/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiRequestError, callApi, NETWORK_ERROR_MESSAGE } from '../../lib/api';

/** The hire form's lead (DESIGN §8: the hire form now reaches the hiring team). */
export function useCreateLead() {
  return useMutation({
    mutationFn: (input: EmployerLeadCreate) => callApi(employerLeadRoutes.create, { body: input }),
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
