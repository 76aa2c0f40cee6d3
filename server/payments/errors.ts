/**
 * The two ways a call to the payment gateway fails. Neither is an AppError: the caller decides what the payer
 * reads (issue 28 §4: "the gateway is unavailable, try again later"; nothing is marked paid).
 */

/** Why the gateway could not be asked: not reachable, too slow, a 5xx, or an answer that is not the protocol. */
export type GatewayUnavailableReason = "unreachable" | "timeout" | "server-error" | "bad-response";

/**
 * The gateway could not answer: the call may or may not have taken effect. Retrying it with the same
 * idempotency key is safe (the gateway answers the first call's result), and a payment's truth is whatever
 * `getPayment` says later.
 */
export class GatewayUnavailable extends Error {
  readonly reason: GatewayUnavailableReason;
  readonly status?: number;
  constructor(reason: GatewayUnavailableReason, opts: { status?: number; cause?: unknown; message?: string } = {}) {
    super(opts.message ?? `payment gateway unavailable (${reason}${opts.status ? ` ${opts.status}` : ""})`, { cause: opts.cause });
    this.name = "GatewayUnavailable";
    this.reason = reason;
    this.status = opts.status;
  }
}

/**
 * The gateway answered 4xx: the request itself was refused (wrong API key, an amount over what is left to
 * refund, an idempotency key reused with another body, an unknown checkout). Retrying it unchanged will not help.
 */
export class GatewayRejected extends Error {
  readonly status: number;
  /** The gateway's own error code when it gave one (`unauthorized`, `refund_exceeds_payment`, ...). */
  readonly code?: string;
  constructor(status: number, opts: { code?: string; message?: string } = {}) {
    super(opts.message ?? `payment gateway refused the request (${status}${opts.code ? ` ${opts.code}` : ""})`);
    this.name = "GatewayRejected";
    this.status = status;
    this.code = opts.code;
  }
}

export function isGatewayUnavailable(error: unknown): error is GatewayUnavailable {
  return error instanceof GatewayUnavailable;
}

export function isGatewayRejected(error: unknown): error is GatewayRejected {
  return error instanceof GatewayRejected;
}
