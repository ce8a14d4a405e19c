import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { createI18n } from '@inphr/i18n';
import en from '@inphr/i18n/locales/en/studio.json';
import { StudioApiError } from '../api/client';
import { LinkPasswordForm } from './link-password-form';
import { tokenFromHash } from './link-token';
import { WelcomePage } from './welcome-page';
import { PasswordResetPage } from './password-reset-page';

const TOKEN = 'q3Jx9Zb_-0aB1cD2eF3gH4iJ5kL6mN7oP8qR9sT0uV1';

function withProviders(children: ReactNode) {
  const i18n = createI18n('en', { studio: en });
  i18n.setDefaultNamespace('studio');
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={new QueryClient()}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/** The browser's address as a link opens it. */
function openAt(address: string) {
  window.history.replaceState(null, '', address);
}

beforeEach(() => openAt('/'));

describe('the token of a link', () => {
  it('is the whole fragment, or nothing when it is missing or cut short', () => {
    expect(tokenFromHash(`#${TOKEN}`)).toBe(TOKEN);
    expect(tokenFromHash(TOKEN)).toBe(TOKEN);
    expect(tokenFromHash('')).toBe('');
    expect(tokenFromHash(`#${TOKEN.slice(0, 30)}`)).toBe('');
    expect(tokenFromHash(`#${TOKEN}&x=1`)).toBe('');
  });
});

describe('the welcome page', () => {
  it('reads the token from the address’s fragment, then takes it out of the address', () => {
    openAt(`/studio/welcome?lng=en#${TOKEN}`);
    render(withProviders(<WelcomePage />));
    expect(screen.getByRole('heading', { name: 'Welcome to inPHR Studio' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Create my account' })).toBeVisible();
    expect(window.location.hash).toBe('');
    expect(window.location.pathname + window.location.search).toBe('/studio/welcome?lng=en');
    expect(window.location.href).not.toContain(TOKEN);
  });

  it('asks for the whole link when the fragment has no token', () => {
    openAt(`/studio/welcome#${TOKEN.slice(0, 20)}`);
    render(withProviders(<WelcomePage />));
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the whole link');
    expect(screen.queryByRole('button', { name: 'Create my account' })).toBeNull();
  });
});

describe('the reset page', () => {
  it('takes its token out of the address too', () => {
    openAt(`/studio/reset#${TOKEN}`);
    render(withProviders(<PasswordResetPage />));
    expect(screen.getByRole('button', { name: 'Save the new password' })).toBeVisible();
    expect(window.location.href).not.toContain(TOKEN);
  });
});

describe('a new password through a link', () => {
  function renderForm(send: (password: string) => Promise<void>) {
    return render(
      withProviders(
        <LinkPasswordForm id="t" submitLabel="Go" submittingLabel="Going" send={send} newLink={<a href="/studio/forgot-password">Ask for a new link</a>} />,
      ),
    );
  }

  it('is typed twice and long enough before it is sent', async () => {
    const send = vi.fn(() => Promise.resolve());
    renderForm(send);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password(?! again)/), 'short');
    await user.type(screen.getByLabelText(/^Password again/), 'short');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByLabelText(/^Password(?! again)/)).toHaveAccessibleDescription(expect.stringContaining('Use at least 10 characters'));
    await user.clear(screen.getByLabelText(/^Password(?! again)/));
    await user.type(screen.getByLabelText(/^Password(?! again)/), 'Long-enough-pass-1');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(screen.getByLabelText(/^Password again/)).toHaveAccessibleDescription('The two passwords are not the same.');
    expect(send).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText(/^Password again/));
    await user.type(screen.getByLabelText(/^Password again/), 'Long-enough-pass-1');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    expect(send).toHaveBeenCalledWith('Long-enough-pass-1');
  });

  it('says why the server refused the link, and how to get a new one', async () => {
    renderForm(() => Promise.reject(new StudioApiError(410, 'used', { token: 'used' })));
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^Password(?! again)/), 'Long-enough-pass-1');
    await user.type(screen.getByLabelText(/^Password again/), 'Long-enough-pass-1');
    await user.click(screen.getByRole('button', { name: 'Go' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This link has been used already. Ask for a new one.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toBeVisible();
  });
});
