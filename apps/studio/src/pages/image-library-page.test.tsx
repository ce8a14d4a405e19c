import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StudioLibraryImage, StudioPage } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { StudioApiError, del, get } from '../api/client';
import type * as Client from '../api/client';
import { renderStudioPage, staffMember } from '../test/render-page';
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
  renderStudioPage({ me: staffMember('editor', 'ana@inphr.example'), at: '/images', routes: [{ path: '/images', element: <ImageLibraryPage /> }] });
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
