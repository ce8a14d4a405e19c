import { useEffect, useRef } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useTranslation } from 'react-i18next';
import { documentTitle } from '@inphr/api';
import { useCurrentPage } from './routing/current-page';
import { useOriginTracking } from '../lib/origin';
import { SkipLink } from '../components/layout/skip-link';
import { endHydration } from '../lib/hydration';
import { useKeptLinks } from '../lib/hooks/use-kept-links';
import { markAppStarted } from '../boot/protocol';

/**
 * Scrolls to the top on every path change (docs/spec.md, "Routes"), not when the app starts: the
 * visitor may have scrolled the server's page by then (the app starts on their first intent, or when
 * a carousel comes into view, decision 0025), and is left where they are.
 */
function ScrollToTopOnNavigate() {
  const { pathname } = useLocation();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname]);
  return null;
}

/** Keeps the document title and language in step with the route and the chosen language. */
function DocumentMeta() {
  const handle = useCurrentPage();
  const { t, i18n } = useTranslation();
  const title = handle?.meta ? t(handle.meta.title) : undefined;
  useEffect(() => {
    if (title) document.title = documentTitle(title);
    document.documentElement.lang = i18n.language;
  }, [title, i18n.language]);
  return null;
}

/** Marks the document once the client app has taken over (tests and tooling wait for it). */
function HydrationMarker() {
  useEffect(() => {
    // Parts rendered from now on (a navigation, another language) render their children (server-part.tsx).
    endHydration();
    markAppStarted(document);
  }, []);
  return null;
}

export function RootRoute() {
  useOriginTracking();
  useKeptLinks();
  return (
    <>
      <SkipLink />
      <ScrollToTopOnNavigate />
      <DocumentMeta />
      <HydrationMarker />
      <Outlet />
    </>
  );
}
