import { paymentErrorCodes, paymentMessages } from '@skillpath/contract';

/** Typed errors thrown by services; the error handler maps each to its status and the wire shape. */
export class AppError extends Error {
  /** A stable snake_case cause sent next to the detail (DESIGN §4); set with `withCode`. */
  code?: string;
  /** Sent as Retry-After (a 429). */
  retryAfterSeconds?: number;

  constructor(
    readonly statusCode: number,
    readonly detail: string,
    readonly fields?: Record<string, string[]>,
  ) {
    super(detail);
  }

  withCode(code: string): this {
    this.code = code;
    return this;
  }
}

export const Invalid = (detail: string, fields?: Record<string, string[]>) =>
  new AppError(400, detail, fields);
export const Unauthorized = (detail: string) => new AppError(401, detail);
export const Forbidden = (detail: string) => new AppError(403, detail);
export const NotFound = (detail: string) => new AppError(404, detail);
export const TooMany = (detail: string, retryAfterSeconds: number) =>
  Object.assign(new AppError(429, detail), { retryAfterSeconds });
export const Conflict = (detail: string, fields?: Record<string, string[]>) =>
  new AppError(409, detail, fields);
/** The item has a fee: it is bought through checkout, not taken through a free path. */
export const PaymentRequired = () =>
  new AppError(402, paymentMessages.paymentRequired).withCode(paymentErrorCodes.paymentRequired);
