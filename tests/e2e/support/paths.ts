import path from "node:path";

/** Per port when E2E_PORT is set, so side-by-side suites keep their own sessions and build copies. */
export const TMP_DIR = path.resolve(process.env.E2E_PORT ? `tests/.tmp-${process.env.E2E_PORT}` : "tests/.tmp");
export const AUTH_STATE_DIR = path.join(TMP_DIR, "auth");
export const authStatePath = (role: string) => path.join(AUTH_STATE_DIR, `${role}.json`);
