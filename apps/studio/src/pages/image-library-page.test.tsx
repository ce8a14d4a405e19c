import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@inphr/i18n';
import type { StudioLibraryImage, StudioMe, StudioPage } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { StudioApiError, del, get } from '../api/client';
import type * as Client from '../api/client';
import { MeProvider } from '../app/session';
import { ImageLibraryPage } from './image-library-page';

vi.mock('../api/client', async (original) => ({
  ...(await original<typeof Client>()),
  get: vi.fn(),
  del: vi.fn(),
}));

const KEY = 'a'.repeat(32);
const IMAGE: StudioLibraryImage = {
  key: KEY,
  src: `/uploads/${KEY}-960.webp`,
  thumb: `/uploads/${KEY}-480.webp`,
  width: 1600,
  height: 800,
  widths: [480, 960, 1600],
  alt: { en: 'The clinic' },
  createdAt: '2026-11-01T00:00:00.000Z',
  createdBy: 'ana@inphr.example',
  uses: [],
  unusedSince: null,
  removedAfter: null,
};

function renderPage() {
  const i18n = createI18n('en', { studio: en });
  i18n.setDefaultNamespace('studio');
  const me: StudioMe = {
    email: 'ana@inphr.example',
    role: 'editor',
    csrfToken: '',
    totpEnabled: false,
    recoveryCodesLeft: 0,
    signInNote: null,
    mustChangePassword: false,
  };
  const router = createMemoryRouter(
    [
      {
        path: '/images',
        element: (
          <MeProvider value={me}>
            <ImageLibraryPage />
          </MeProvider>
        ),
      },
    ],
    { initialEntries: ['/images'] },
  );
  render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </I18nextProvider>,
  );
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('deleting an image from the library', () => {
  it('says why when the server refuses it (a kept earlier version shows it), not that the service is down', async () => {
    const page: StudioPage<StudioLibraryImage> = { items: [IMAGE], total: 1 };
    vi.mocked(get).mockResolvedValue(page);
    vi.mocked(del).mockRejectedValue(new StudioApiError(409, 'An earlier version of news #4 “History” that can be restored shows the image.'));
    renderPage();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Delete image' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this image?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete image' }));
    expect(await screen.findByText(en.images.deleteRefused)).toBeVisible();
    expect(del).toHaveBeenCalledWith(`images/${KEY}`);
    expect(screen.queryByText(en.errors.unavailable)).toBeNull();
  });
});
