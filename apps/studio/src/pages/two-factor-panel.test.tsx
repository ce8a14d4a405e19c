import { useReducer, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@inphr/i18n';
import type { StudioMe } from '@inphr/api';
import en from '@inphr/i18n/locales/en/studio.json';
import { MeProvider } from '../app/session';
import { QR_QUIET_ZONE, QrCode } from '../ui/qr-code';
import { RecoveryCodes } from './recovery-codes';
import { TwoFactorPanel, twoFactorStep } from './two-factor-panel';

const URI = 'otpauth://totp/inPHR%20Studio:kim%40inphr.example?secret=JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP&issuer=inPHR%20Studio';
const CODES = [
  'abcde-fghij',
  'klmno-pqrst',
  'uvwxy-z2345',
  'a2b3c-d4e5f',
  'g6h7a-b2c3d',
  'qwert-yuiop',
  'asdfg-hjkla',
  'zxcvb-nmzxc',
  'poiuy-treww',
  'lkjhg-fdsaa',
];

function withI18n(children: ReactNode) {
  const i18n = createI18n('en', { studio: en });
  i18n.setDefaultNamespace('studio');
  return <I18nextProvider i18n={i18n}>{children}</I18nextProvider>;
}

function renderPanel(me: Partial<StudioMe>) {
  const value: StudioMe = {
    email: 'kim@inphr.example',
    role: 'editor',
    csrfToken: 'x',
    secondFactorRequired: false,
    passkeys: 0,
    totpEnabled: false,
    recoveryCodesLeft: 0,
    signInNote: null,
    mustChangePassword: false,
    ...me,
  };
  return render(
    withI18n(
      <QueryClientProvider client={new QueryClient()}>
        <MeProvider value={value}>
          <TwoFactorPanel />
        </MeProvider>
      </QueryClientProvider>,
    ),
  );
}

/** The codes as the panel shows them after a confirmation: until Done. */
function CodesOnce() {
  const [step, dispatch] = useReducer(twoFactorStep, { kind: 'codes', codes: CODES });
  return step.kind === 'codes' ? <RecoveryCodes codes={step.codes} email="kim@inphr.example" onDone={() => dispatch({ type: 'done' })} /> : null;
}

// jsdom makes no blob: addresses; a test that needs them puts stand-ins in and this takes them out.
const blobUrls = { createObjectURL: URL.createObjectURL, revokeObjectURL: URL.revokeObjectURL };
afterEach(() => Object.assign(URL, blobUrls));

describe('the QR code of a new key', () => {
  it('is an inline, labelled SVG drawn from the key’s address, with a quiet zone', () => {
    const { container } = render(<QrCode value={URI} label="QR code of the key" />);
    const svg = screen.getByRole('img', { name: 'QR code of the key' });
    expect(svg.tagName.toLowerCase()).toBe('svg');
    const side = Number(svg.getAttribute('viewBox')?.split(' ')[2]);
    const modules = side - 2 * QR_QUIET_ZONE;
    // A QR code's side is 17 + 4 × version modules.
    expect((modules - 17) % 4).toBe(0);
    const d = svg.querySelector('path')?.getAttribute('d') ?? '';
    const dark = [...d.matchAll(/M(\d+) (\d+)/g)].map((m) => [Number(m[1]), Number(m[2])] as const);
    expect(dark.length).toBeGreaterThan(100);
    // Nothing in the quiet zone; the three finder patterns' corners are dark.
    expect(dark.every(([x, y]) => x >= QR_QUIET_ZONE && y >= QR_QUIET_ZONE && x < side - QR_QUIET_ZONE && y < side - QR_QUIET_ZONE)).toBe(true);
    const at = (x: number, y: number) => dark.some(([dx, dy]) => dx === x + QR_QUIET_ZONE && dy === y + QR_QUIET_ZONE);
    expect([at(0, 0), at(modules - 1, 0), at(0, modules - 1), at(6, 6), at(1, 1)]).toEqual([true, true, true, true, false]);
    // Drawn as elements, not loaded: no image, no data: address.
    expect(container.querySelector('img, image, foreignObject')).toBeNull();
    expect(container.innerHTML).not.toContain('data:');
  });

  it('changes with the key', () => {
    render(
      <>
        <QrCode value={URI} label="a" />
        <QrCode value={URI.replace('JBSW', 'KRUG')} label="b" />
      </>,
    );
    const path = (name: string) => screen.getByRole('img', { name }).querySelector('path')?.getAttribute('d');
    expect(path('a')).not.toBe(path('b'));
  });
});

describe('new recovery codes', () => {
  it('are listed once each, with the warning that they will not be shown again, until Done', async () => {
    const user = userEvent.setup();
    render(withI18n(<CodesOnce />));
    expect(screen.getByText('Save these codes now; they will not be shown again.')).toBeVisible();
    const list = screen.getByRole('list', { name: 'Recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(CODES);
    for (const code of CODES) expect(screen.getAllByText(code)).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Recovery codes' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByRole('list')).toBeNull();
    for (const code of CODES) expect(screen.queryByText(code)).toBeNull();
  });

  it('are copied to the clipboard, one a line', async () => {
    const user = userEvent.setup();
    render(withI18n(<RecoveryCodes codes={CODES} email="kim@inphr.example" onDone={() => {}} />));
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await screen.findByRole('status')).toHaveTextContent('The codes are copied.');
    const copied = await navigator.clipboard.readText();
    expect(copied.split('\n').filter((line) => CODES.includes(line))).toEqual(CODES);
  });

  it('can be downloaded as a text file whose address is let go when they are hidden', async () => {
    const createObjectURL = vi.fn((blob: Blob) => {
      void blob;
      return 'blob:studio/1';
    });
    const revokeObjectURL = vi.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const { unmount } = render(withI18n(<RecoveryCodes codes={CODES} email="kim@inphr.example" onDone={() => {}} />));
    const link = await screen.findByRole('link', { name: 'Download as text' });
    expect(link).toHaveAttribute('href', 'blob:studio/1');
    expect(link).toHaveAttribute('download', 'inphr-studio-recovery-codes.txt');
    const text = await (createObjectURL.mock.calls[0]![0] as Blob).text();
    for (const code of CODES) expect(text).toContain(`\n${code}\n`);
    unmount();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:studio/1');
  });
});

describe('the two-factor panel', () => {
  it('asks for the password before a key is made', async () => {
    const user = userEvent.setup();
    renderPanel({ totpEnabled: false });
    expect(screen.getByLabelText('Your password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
    expect(screen.getByText('Enter your password.')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('tells how many recovery codes are left, and warns when two or fewer are', () => {
    const { unmount } = renderPanel({ totpEnabled: true, recoveryCodesLeft: 7 });
    expect(screen.getByText('Recovery codes left: 7 of 10.')).toBeVisible();
    expect(screen.queryByText(/Make new ones/)).toBeNull();
    unmount();
    renderPanel({ totpEnabled: true, recoveryCodesLeft: 2 });
    expect(screen.getByText(/Only a few recovery codes are left/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'New recovery codes' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Move to a new device' })).toBeVisible();
  });

  it('offers new recovery codes to an account with passkeys and no app, before asking the password', async () => {
    const user = userEvent.setup();
    renderPanel({ totpEnabled: false, passkeys: 1, recoveryCodesLeft: 1 });
    expect(screen.getByText('Recovery codes left: 1 of 10.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'New recovery codes' }));
    expect(screen.getByLabelText('Your password')).toHaveAttribute('type', 'password');
    expect(screen.queryByText('Recovery codes left: 1 of 10.')).toBeNull();
  });

  it('says when no recovery code is left', () => {
    renderPanel({ totpEnabled: true, recoveryCodesLeft: 0 });
    expect(screen.getByText(/No recovery codes are left/)).toBeVisible();
  });

  it('turns off only after the password and a confirmation, and can be cancelled', async () => {
    const user = userEvent.setup();
    renderPanel({ totpEnabled: true, recoveryCodesLeft: 10 });
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    expect(screen.getByRole('heading', { name: 'Turn off two-factor sign-in' })).toHaveFocus();
    await user.type(screen.getByLabelText('Your password'), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Turn off' }));
    const dialog = screen.getByRole('dialog', { name: 'Turn off two-factor sign-in?' });
    expect(dialog).toHaveTextContent('your recovery codes stop working');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByLabelText('Your password')).toBeNull();
    expect(screen.getByRole('button', { name: 'Turn off' })).toBeVisible();
  });
});

describe('the panel’s steps', () => {
  it('forget the codes and the key once done or cancelled', () => {
    const shown = twoFactorStep({ kind: 'idle' }, { type: 'codes', codes: CODES });
    expect(shown).toEqual({ kind: 'codes', codes: CODES });
    expect(twoFactorStep(shown, { type: 'done' })).toEqual({ kind: 'idle' });
    const key = twoFactorStep({ kind: 'password', action: 'move' }, { type: 'key', setup: { secret: 'S', uri: URI }, moving: true });
    expect(key).toEqual({ kind: 'key', setup: { secret: 'S', uri: URI }, moving: true });
    expect(twoFactorStep(key, { type: 'cancel' })).toEqual({ kind: 'idle' });
  });
});
