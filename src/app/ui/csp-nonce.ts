import { createContext, useContext } from 'react';

/**
 * The nonce of the page's Content Security Policy: the server mints one per response (and announces it in
 * <meta property="csp-nonce">); a <style> element the app renders carries it, or the browser refuses it.
 */
export const CspNonce = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonce);
