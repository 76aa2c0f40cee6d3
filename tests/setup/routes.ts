/** Calling a route module's loader or action the way Remix does, and reading what it returned. */

export type RouteResult =
  | { kind: "response"; status: number; headers: Headers; response: Response }
  | { kind: "data"; status: number; data: unknown; headers: Headers };

/** A Response (redirect or resource) or Remix's `data(value, init)` wrapper, unwrapped. Thrown Responses are returned too. */
export async function runRoute(fn: () => Promise<unknown>): Promise<RouteResult> {
  let value: unknown;
  try {
    value = await fn();
  } catch (error) {
    if (error instanceof Response) value = error;
    else throw error;
  }
  if (value instanceof Response) return { kind: "response", status: value.status, headers: value.headers, response: value };
  const wrapped = value as { type?: string; data?: unknown; init?: ResponseInit | null };
  if (wrapped && wrapped.type === "DataWithResponseInit")
    return { kind: "data", status: wrapped.init?.status ?? 200, data: wrapped.data, headers: new Headers(wrapped.init?.headers) };
  return { kind: "data", status: 200, data: value, headers: new Headers() };
}

/** A form post from a browser: multipart when it holds a file, urlencoded otherwise. */
export function postRequest(url: string, form: FormData | URLSearchParams, opts: { lang?: "ar" | "en"; ip?: string } = {}): Request {
  const headers = new Headers({ "x-client-ip": opts.ip ?? "10.20.0.1", origin: "http://localhost:3000" });
  if (opts.lang) headers.set("cookie", `lang=${opts.lang}`);
  return new Request(url, { method: "POST", body: form, headers });
}

/** The field errors of a conform submission result returned by an action. */
export function fieldErrorsOf(data: unknown): Record<string, string[]> {
  const result = (data as { result?: { error?: Record<string, string[] | null> } | null }).result;
  const errors: Record<string, string[]> = {};
  for (const [name, list] of Object.entries(result?.error ?? {})) if (list) errors[name] = list;
  return errors;
}
