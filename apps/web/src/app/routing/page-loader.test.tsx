import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createCareApi, createMainSiteApi } from '@inphr/api';
import { createI18n } from '@inphr/i18n';
import type { AppDeps } from '../../lib/app-deps';
import { createQueryClient } from '../../lib/query-client';
import { AppRoutes, createPageLoader, RoutePage, type PageDefinition } from './page-loader';
import { PageRedirect, type PageModule } from './page-module';

function deps(): AppDeps {
  return {
    queryClient: createQueryClient(),
    i18n: createI18n('en', { common: {} }),
    careApi: createCareApi({ prefixUrl: 'http://127.0.0.1:1/api/' }),
    mainSiteApi: createMainSiteApi({ prefixUrl: 'http://127.0.0.1:1/' }),
    config: { careSiteUrl: '', careOrigin: 'care', mapTileUrl: '', careApiBase: '/api/', mainSiteBase: '/' },
  };
}

function pageOf(id: string, prefetch?: PageModule['prefetch']): PageDefinition {
  const mod: PageModule = { default: () => <p>{`page ${id}`}</p>, prefetch };
  return { id, handle: { ns: [] }, load: vi.fn(async () => mod) };
}

describe('createPageLoader', () => {
  it('on the server, awaits the data and passes a redirect on', async () => {
    let done = false;
    const page = pageOf('a', async () => {
      await new Promise((r) => setTimeout(r, 5));
      done = true;
    });
    await createPageLoader(deps(), 'server').prepare(page, {});
    expect(done).toBe(true);

    const moved = pageOf('b', async () => {
      throw new PageRedirect('/media');
    });
    await expect(createPageLoader(deps(), 'server').prepare(moved, {})).rejects.toMatchObject({ location: '/media', status: 302 });

    // any other failure is the page's own error state to show
    const failing = pageOf('c', async () => {
      throw new Error('down');
    });
    await expect(createPageLoader(deps(), 'server').prepare(failing, {})).resolves.toBeDefined();
  });

  it('in the browser, hands the prepared first page to the first navigation, then loads each navigation once', async () => {
    const prefetch = vi.fn(async () => undefined);
    const page = pageOf('a', prefetch);
    const loader = createPageLoader(deps(), 'browser');
    await loader.prepare(page, {});
    // the first page's data came with the HTML
    expect(prefetch).not.toHaveBeenCalled();
    const first = loader.forNavigation('k0', page, {});
    expect(first).toMatchObject({ status: 'fulfilled' });
    expect(prefetch).not.toHaveBeenCalled();

    // a later navigation to the same page starts its data once, whatever the re-renders
    const again = loader.forNavigation('k1', page, { id: '7' });
    expect(loader.forNavigation('k1', page, { id: '7' })).toBe(again);
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith(expect.anything(), { params: { id: '7' } });
    expect(page.load).toHaveBeenCalledTimes(1);
  });
});

describe('AppRoutes', () => {
  it('renders the first page at once and the next page once it is loaded', async () => {
    const appDeps = deps();
    const one = pageOf('one');
    const two = pageOf('two');
    let go: ((to: string) => void) | undefined;
    function Nav() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    const routes = [
      { path: '/', element: <RoutePage page={one} /> },
      { path: '/two', element: <RoutePage page={two} /> },
    ];
    const loader = createPageLoader(appDeps, 'browser');
    await loader.prepare(one, {});
    render(
      <MemoryRouter initialEntries={['/']}>
        <Nav />
        <AppRoutes routes={routes} loader={loader} errorElement={<p>failed</p>} />
      </MemoryRouter>,
    );
    expect(screen.getByText('page one')).toBeInTheDocument();
    await act(async () => go!('/two'));
    expect(await screen.findByText('page two')).toBeInTheDocument();
  });

  it('shows the error element when a page cannot load, and recovers on the next path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // React (development build) reports an error a boundary caught on console.error, which the test setup fails on.
    const consoleError = vi.mocked(console.error);
    const failOnError = consoleError.getMockImplementation();
    const reported: unknown[][] = [];
    consoleError.mockImplementation((...args: unknown[]) => void reported.push(args));
    const broken: PageDefinition = { id: 'x', handle: { ns: [] }, load: () => Promise.reject(new Error('chunk gone')) };
    const fine = pageOf('fine');
    let go: ((to: string) => void) | undefined;
    function Nav() {
      const navigate = useNavigate();
      go = (to) => void navigate(to);
      return null;
    }
    const loader = createPageLoader(deps(), 'browser');
    await loader.prepare(fine, {});
    render(
      <MemoryRouter initialEntries={['/']}>
        <Nav />
        <AppRoutes
          routes={[
            { path: '/', element: <RoutePage page={fine} /> },
            { path: '/broken', element: <RoutePage page={broken} /> },
          ]}
          loader={loader}
          errorElement={<p>failed</p>}
        />
      </MemoryRouter>,
    );
    await act(async () => go!('/broken'));
    expect(await screen.findByText('failed')).toBeInTheDocument();
    await act(async () => go!('/'));
    expect(await screen.findByText('page fine')).toBeInTheDocument();
    consoleError.mockImplementation(failOnError!);
    warn.mockRestore();
    expect(reported.flat().map(String).join(' ')).toContain('chunk gone');
  });
});
