import { getEnv } from "#server/config/env";

/**
 * When the in-browser call of a consultation can be joined: from CALL_JOIN_EARLY_MINUTES before the
 * start until the end, the same window as the "join_call" action of consultations.get
 * (server/consultations/access.ts callIsOpen).
 */
export function callWindow(opts: { startsAt: Date; endsAt: Date }): {
  opensAt: Date;
  closesAt: Date;
} {
  return {
    opensAt: new Date(opts.startsAt.getTime() - getEnv().CALL_JOIN_EARLY_MINUTES * 60_000),
    closesAt: opts.endsAt,
  };
}
