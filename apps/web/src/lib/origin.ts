import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { keepOrigin } from '../boot/keep-origin';

/**
 * Keeps the `origin` query parameter in session storage at every change of address in the app (the
 * early script did it for the page the server sent), and so the care-site button's mark.
 */
export function useOriginTracking(): void {
  const { search } = useLocation();
  useEffect(() => keepOrigin(window), [search]);
}
