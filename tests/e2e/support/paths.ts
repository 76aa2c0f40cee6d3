import path from "node:path";

export const TMP_DIR = path.resolve("tests/.tmp");
export const AUTH_STATE_DIR = path.join(TMP_DIR, "auth");
export const authStatePath = (role: string) => path.join(AUTH_STATE_DIR, `${role}.json`);
