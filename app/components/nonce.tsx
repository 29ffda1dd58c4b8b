import { createContext, useContext } from "react";

/** The per-response CSP nonce; only the server render has one (the browser never needs it). */
export const NonceContext = createContext("");
export const useNonce = () => useContext(NonceContext);
