import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import en from '@inphr/i18n/locales/en/studio.json';
import { StudioApiError, post } from '../api/client';
import type * as Client from '../api/client';
import { renderStudioPage, staffMember } from '../test/render-page';
import { ImageDialog } from './image-dialog';

vi.mock('../api/client', async (original) => ({
  ...(await original<typeof Client>()),
  post: vi.fn(),
}));

afterEach(() => {
  vi.clearAllMocks();
});

describe('uploading a picture', () => {
  it('says at the text alternative when the server refuses its characters, not that the file is no picture', async () => {
    vi.mocked(post).mockRejectedValue(
      new StudioApiError(400, 'Some fields need your attention.', { alt: 'contains characters that are not allowed (control or direction marks)' }),
    );
    const onInsert = vi.fn();
    renderStudioPage({
      me: staffMember('editor'),
      at: '/',
      routes: [{ path: '/', element: <ImageDialog open lang="en" onClose={() => undefined} onInsert={onInsert} /> }],
    });
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: en.editor.imageTitle });
    await user.upload(within(dialog).getByLabelText(en.editor.imageFile), new File([new Uint8Array([137, 80, 78, 71])], 'door.png', { type: 'image/png' }));
    await user.type(within(dialog).getByRole('textbox', { name: en.editor.imageAlt }), 'door\u202Egnp');
    await user.click(within(dialog).getByRole('button', { name: en.editor.imageInsert }));
    expect(await within(dialog).findByText(en.editor.imageAltInvalid)).toBeVisible();
    expect(within(dialog).queryByText(en.editor.imageInvalid)).toBeNull();
    expect(post).toHaveBeenCalledWith(expect.stringMatching(/^images\?/), undefined, { raw: expect.any(File) });
    expect(onInsert).not.toHaveBeenCalled();
  });
});
