import { useEffect, useState } from 'react';

/** A link's token as the server makes it: 32 random bytes in base64url. */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/** The token in an address's fragment (`#…`), or '' when there is none or it is cut short. */
export function tokenFromHash(hash: string): string {
  const token = hash.replace(/^#/, '');
  return TOKEN.test(token) ? token : '';
}

/**
 * The token of the single-use link that opened this page. It is in the fragment, which browsers
 * send to no server (nor in a Referer); once read it is taken out of the address, so that it is
 * not left in the history, a bookmark or a shared screen.
 */
export function useLinkToken(): string {
  const [token] = useState(() => tokenFromHash(window.location.hash));
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', window.location.pathname + window.location.search);
  }, []);
  return token;
}
