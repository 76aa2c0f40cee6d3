import { createContext, useContext } from "react";

const NonceContext = createContext<string>("");
export const NonceProvider = NonceContext.Provider;
/** The per-request CSP nonce (set by server/http; empty in the browser, which hides nonces). */
export const useNonce = () => useContext(NonceContext);
