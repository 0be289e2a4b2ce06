import { createContext, useContext } from "react";

/** The CSP nonce of this response (server only; browsers hide nonces from the DOM anyway). */
const NonceContext = createContext<string | undefined>(undefined);
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
