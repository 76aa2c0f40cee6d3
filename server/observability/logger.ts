type Level = "debug" | "info" | "warn" | "error";
const ORDER: Record<Level, number> = { debug: 10, info: 20, warn: 30, error: 40 };

function serialise(value: unknown): unknown {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}

function log(level: Level, message: string, fields: Record<string, unknown> = {}) {
  const min = (process.env.LOG_LEVEL as Level | undefined) ?? (process.env.NODE_ENV === "test" ? "warn" : "info");
  if (ORDER[level] < ORDER[min]) return;
  const entry = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, serialise(v)]));
  const line = JSON.stringify({ time: new Date().toISOString(), level, message, ...entry });
  (level === "error" ? console.error : level === "warn" ? console.warn : console.log)(line);
}

/** One JSON line per event, so logs can be shipped and searched without parsing prose. */
export const logger = {
  debug: (m: string, f?: Record<string, unknown>) => log("debug", m, f),
  info: (m: string, f?: Record<string, unknown>) => log("info", m, f),
  warn: (m: string, f?: Record<string, unknown>) => log("warn", m, f),
  error: (m: string, f?: Record<string, unknown>) => log("error", m, f),
};
