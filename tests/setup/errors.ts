import { TRPCError } from "@trpc/server";

/** The code a procedure call is refused with: its AppError's code, else the tRPC code. Throws if the call succeeds. */
export async function failureOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return (error.cause as { code?: string } | undefined)?.code ?? error.code;
    throw error;
  }
  throw new Error("expected the call to fail");
}

/** The tRPC code a procedure call is refused with (BAD_REQUEST, FORBIDDEN, …). Throws if the call succeeds. */
export async function trpcCodeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCError) return error.code;
    throw error;
  }
  throw new Error("expected the call to fail");
}
