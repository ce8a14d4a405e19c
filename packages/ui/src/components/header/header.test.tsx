import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { Header, type HeaderProps } from './header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  const onLanguageChange = vi.fn();
  const utils = render(
    <Header
      homeHref="/"
      homeLabel="inPHR home"
      logo={<img src="/logo.svg" alt="" width={120} height={32} />}
      navLabel="Main"
      entries={[
        {
          key: 'about',
          label: 'About Us',
          items: [
            { key: 'business', label: 'Business', href: '/business', current: true },
            { key: 'history', label: 'History', href: '/history' },
          ],
        },
        { key: 'service', label: 'Services', href: '/service' },
      ]}
      languages={[
        { code: 'ko', label: '한국어', flagSrc: '/flags/kr.svg' },
        { code: 'en', label: 'English', flagSrc: '/flags/us.svg' },
        { code: 'ja', label: '日本語', flagSrc: '/flags/jp.svg' },
      ]}
      currentLanguage="en"
      languageButtonLabel="Language"
      onLanguageChange={onLanguageChange}
      openMenuLabel="Open menu"
      closeMenuLabel="Close menu"
      actions={<a href="https://care.example.com">Care site</a>}
      {...props}
    />,
  );
  return { ...utils, onLanguageChange };
}

// jsdom applies no media queries: the desktop parts stay display:none, so they are queried
// with { hidden: true } and the mobile panel is what the accessibility tree shows.
describe('Header', () => {
  it('renders a home link, a labelled nav and the desktop entries', () => {
    renderHeader();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'inPHR home' })).toHaveAttribute('href', '/');
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const about = within(nav).getByRole('button', { name: 'About Us', hidden: true });
    expect(about).toHaveAttribute('aria-expanded', 'false');
    const services = within(nav).getAllByRole('link', { name: 'Services', hidden: true });
    expect(services[0]).toHaveAttribute('href', '/service');
  });

  it('switches language from the flag dropdown', async () => {
    const { onLanguageChange, container } = renderHeader();
    const trigger = screen.getByRole('button', { name: 'Language English', hidden: true });
    const flag = trigger.querySelector('img')!;
    expect(flag).toHaveAttribute('alt', '');
    expect(flag).toHaveAttribute('width', '24');
    expect(flag).toHaveAttribute('height', '16');
    await userEvent.click(trigger);
    const panel = container.querySelector(`#${CSS.escape(trigger.getAttribute('aria-controls')!)}`)!;
    const japanese = within(panel as HTMLElement).getByRole('button', { name: '日本語', hidden: true });
    expect(japanese).toHaveAttribute('lang', 'ja');
    expect(within(panel as HTMLElement).getByRole('button', { name: 'English', hidden: true })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await userEvent.click(japanese);
    expect(onLanguageChange).toHaveBeenCalledWith('ja');
  });

  it('opens the mobile menu, lists groups with their heading, and closes on Escape', async () => {
    renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();

    await userEvent.click(menuButton);
    expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    expect(menuButton).toHaveAccessibleName('Close menu');
    expect(panel).toBeVisible();
    const group = within(panel).getByRole('list', { name: 'About Us' });
    expect(within(group).getByRole('link', { name: 'Business' })).toHaveAttribute('aria-current', 'page');
    expect(within(panel).getByRole('link', { name: 'Care site' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('closes the mobile menu when a link is chosen or a language is picked', async () => {
    const { onLanguageChange } = renderHeader();
    const menuButton = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menuButton);
    const panel = document.getElementById(menuButton.getAttribute('aria-controls')!)!;
    const history = within(panel).getByRole('link', { name: 'History' });
    history.addEventListener('click', (event) => event.preventDefault());
    await userEvent.click(history);
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    const languages = within(panel).getByRole('list', { name: 'Language' });
    expect(within(languages).getByRole('button', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(languages).getByRole('button', { name: '한국어' }));
    expect(onLanguageChange).toHaveBeenCalledWith('ko');
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton).toHaveFocus();
  });

  it('renders links through renderLink', () => {
    const renderLink = vi.fn((props) => <a data-router="yes" {...props} />);
    renderHeader({ renderLink });
    expect(screen.getByRole('link', { name: 'inPHR home' })).toHaveAttribute('data-router', 'yes');
    expect(renderLink).toHaveBeenCalledWith(expect.objectContaining({ href: '/history' }));
  });

  it('has no axe violations with the menu closed and open', async () => {
    const { container } = renderHeader();
    await expectNoAxeViolations(container);
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    await expectNoAxeViolations(container);
  });
});
