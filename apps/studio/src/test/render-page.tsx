import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@inphr/i18n';
import type { StaffRole, StudioMe } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { MeProvider } from '../app/session';

/** A signed-in staff member as the server describes one, with nothing pending. */
export function staffMember(role: StaffRole, email = `${role}@inphr.example`): StudioMe {
  return {
    email,
    role,
    csrfToken: '',
    totpEnabled: false,
    recoveryCodesLeft: 0,
    signInNote: null,
    mustChangePassword: false,
    secondFactorRequired: false,
    passkeys: 0,
  };
}

/**
 * Renders studio screens as the app does: English texts, a query client that does not retry, the
 * signed-in member, and a router at `at`. Each route's element is shown to `me`.
 */
export function renderStudioPage(o: { me: StudioMe; at: string; routes: { path: string; element: ReactNode }[] }) {
  const i18n = createI18n('en', { studio: en });
  i18n.setDefaultNamespace('studio');
  const routes: RouteObject[] = o.routes.map(({ path, element }) => ({ path, element: <MeProvider value={o.me}>{element}</MeProvider> }));
  const router = createMemoryRouter(routes, { initialEntries: [o.at] });
  return render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}
