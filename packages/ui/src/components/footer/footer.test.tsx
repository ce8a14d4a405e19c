import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { Footer, type FooterProps } from './footer';

function renderFooter(props: Partial<FooterProps> = {}) {
  const onTerms = vi.fn();
  const onPrivacy = vi.fn();
  const utils = render(
    <Footer
      label="Site footer"
      logo={<img src="/logo-white.svg" alt="inPHR" width={120} height={32} />}
      companyName="Example Co., Ltd."
      details={[
        { label: 'CEO', value: 'Hong Gildong' },
        { label: 'Business registration no.', value: '000-00-00000' },
        { label: 'E-mail', value: 'help@example.com' },
      ]}
      addresses={[
        { label: 'Head office', value: '1 Example-ro, Seoul' },
        { label: 'IT R&D centre', value: '2 Example-ro, Seoul' },
      ]}
      policies={[
        { key: 'privacy', label: 'Privacy Policy', onClick: onPrivacy },
        { key: 'terms', label: 'Terms of Use', onClick: onTerms },
      ]}
      policiesLabel="Policies"
      certifications={['a', 'b', 'c', 'd'].map((key) => ({ key, src: `/cert-${key}.png`, alt: `Certificate ${key}` }))}
      certificationsLabel="Certifications"
      copyright="© Example Co., Ltd. All rights reserved."
      {...props}
    />,
  );
  return { ...utils, onTerms, onPrivacy };
}

describe('Footer', () => {
  it('is a labelled contentinfo landmark with details in a description list', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo', { name: 'Site footer' });
    expect(within(footer).getByText('Example Co., Ltd.')).toBeInTheDocument();
    const terms = within(footer)
      .getAllByRole('term')
      .map((term) => term.textContent);
    expect(terms).toEqual(['CEO', 'Business registration no.', 'E-mail', 'Head office', 'IT R&D centre']);
    expect(within(footer).getByText('help@example.com').tagName).toBe('DD');
    expect(within(footer).getByText('© Example Co., Ltd. All rights reserved.')).toBeInTheDocument();
  });

  it('marks the copyright line with its language when given, and only then', () => {
    const { unmount } = renderFooter({ copyrightLang: 'en' });
    expect(screen.getByText('© Example Co., Ltd. All rights reserved.')).toHaveAttribute('lang', 'en');
    unmount();
    renderFooter();
    expect(screen.getByText('© Example Co., Ltd. All rights reserved.')).not.toHaveAttribute('lang');
  });

  it('renders policies as buttons that call their handler', async () => {
    const { onPrivacy, onTerms } = renderFooter();
    const list = screen.getByRole('list', { name: 'Policies' });
    const buttons = within(list).getAllByRole('button');
    expect(buttons.map((button) => button.textContent)).toEqual(['Privacy Policy', 'Terms of Use']);
    await userEvent.click(buttons[0]!);
    await userEvent.click(buttons[1]!);
    expect(onPrivacy).toHaveBeenCalledOnce();
    expect(onTerms).toHaveBeenCalledOnce();
  });

  it('renders a policy that opens a native dialog as a button carrying the command, with no handler', () => {
    renderFooter({ policies: [{ key: 'terms', label: 'Terms of Use', opens: 'policy-terms' }] });
    const button = within(screen.getByRole('list', { name: 'Policies' })).getByRole('button', { name: 'Terms of Use' });
    expect(button).toHaveAttribute('command', 'show-modal');
    expect(button).toHaveAttribute('commandfor', 'policy-terms');
    expect(button).toHaveAttribute('type', 'button');
  });

  it('lists four 72x72 certification badges with their alt text', () => {
    renderFooter();
    const badges = within(screen.getByRole('list', { name: 'Certifications' })).getAllByRole('img');
    expect(badges).toHaveLength(4);
    badges.forEach((badge) => {
      expect(badge).toHaveAttribute('width', '72');
      expect(badge).toHaveAttribute('height', '72');
    });
    expect(badges[0]).toHaveAccessibleName('Certificate a');
  });

  it('has no axe violations', async () => {
    const { container } = renderFooter();
    await expectNoAxeViolations(container);
  });
});
