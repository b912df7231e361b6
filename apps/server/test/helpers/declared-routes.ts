import * as contract from '@skillpath/contract';
import { authErrorCodes, commonErrorCodes, type Route } from '@skillpath/contract';

const isRoute = (value: unknown): value is Route =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value && 'schemas' in value;

/** Every endpoint the contract declares: the members of each route group it exports (issue 19). */
export const declaredRoutes: Route[] = Object.values(contract).flatMap((group) =>
  typeof group === 'object' && group !== null ? Object.values(group).filter(isRoute) : [],
);

export const routeKey = (r: { method: string; url?: string; path?: string }) =>
  `${r.method} ${r.url ?? r.path}`;

const byKey = new Map(declaredRoutes.map((r) => [routeKey(r), r]));

/** The declaration of a served route, by method and URL. */
export const declarationOf = (r: { method: string; url: string }) => byKey.get(routeKey(r));

const anyRoute: string[] = Object.values(commonErrorCodes);
/** A signed-in route also answers why a token opens nothing. */
const signedIn: string[] = [authErrorCodes.sessionEnded, authErrorCodes.tokenInvalid];

/** The error codes a route may answer: its declared causes, those of its access, and any endpoint's. */
export function allowedCodes(declared: Route): Set<string> {
  return new Set([...declared.errors, ...anyRoute, ...(declared.access === 'public' ? [] : signedIn)]);
}
