import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useAppDeps } from './app-deps';

const ORIGIN_KEY = 'origin';

/** Keeps the `origin` query parameter in session storage (docs/spec.md, "Routes"). */
export function useOriginTracking(): void {
  const [params] = useSearchParams();
  const origin = params.get(ORIGIN_KEY);
  useEffect(() => {
    if (origin === null) return;
    try {
      window.sessionStorage.setItem(ORIGIN_KEY, origin);
    } catch {
      // storage blocked: the button simply does not show
    }
  }, [origin]);
}

/** True when the visitor came from the sister care site (known after hydration; the server cannot know). */
export function useCameFromCareSite(): boolean {
  const { config } = useAppDeps();
  const [params] = useSearchParams();
  const fromQuery = params.get(ORIGIN_KEY);
  const [fromCare, setFromCare] = useState(false);
  useEffect(() => {
    let origin = fromQuery;
    if (origin === null) {
      try {
        origin = window.sessionStorage.getItem(ORIGIN_KEY);
      } catch {
        origin = null;
      }
    }
    setFromCare(origin === config.careOrigin);
  }, [fromQuery, config.careOrigin]);
  return fromCare;
}
