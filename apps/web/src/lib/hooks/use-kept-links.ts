import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { KEPT_PART_ATTRIBUTE } from '../hydration';

/**
 * Links inside a part the browser kept as the server sent it (components/server-part.tsx) are plain
 * `<a href>`s with no router behind them: a click on one is sent through the router, as a `<Link>`
 * would, so that moving to another page of the site stays inside the app. A click the browser should
 * handle itself (another tab or window, a download, another site, a modified click) is left alone.
 */
export function useKeptLinks(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(anchor instanceof HTMLAnchorElement) || !anchor.closest(`[${KEPT_PART_ATTRIBUTE}]`)) return;
      if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin) return;
      event.preventDefault();
      void navigate(url.pathname + url.search + url.hash);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
