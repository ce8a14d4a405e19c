import { describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { ServiceCard, type ServiceCardProps } from './service-card';

const props: ServiceCardProps = {
  title: 'inPHR CARE',
  intro: 'Your health records in one place.',
  bullets: ['Vital signs', 'Medication', 'Appointments'],
  href: '/service/inphrcare',
};

describe('ServiceCard', () => {
  it('is an article whose heading holds the only link', async () => {
    render(
      <>
        <ServiceCard {...props} />
        <button type="button">After</button>
      </>,
    );
    const article = screen.getByRole('article');
    const heading = within(article).getByRole('heading', { level: 3, name: 'inPHR CARE' });
    const link = within(heading).getByRole('link', { name: 'inPHR CARE' });
    expect(link).toHaveAttribute('href', '/service/inphrcare');
    expect(within(article).getAllByRole('link')).toHaveLength(1);
    expect(within(article).getByText('Your health records in one place.')).toBeInTheDocument();
    expect(
      within(article)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(props.bullets);
    await userEvent.tab();
    expect(link).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
  });

  it('renders the link through renderLink, with an optional logo and heading level', () => {
    const renderLink = vi.fn((linkProps) => <a data-router="yes" {...linkProps} />);
    render(
      <ServiceCard
        {...props}
        href="service/inphrpill"
        headingLevel={2}
        renderLink={renderLink}
        logo={{ src: '/logos/pill.svg', alt: '', width: 96, height: 32 }}
      />,
    );
    const link = screen.getByRole('link', { name: 'inPHR CARE' });
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('href', 'service/inphrpill');
    expect(screen.getByRole('heading', { level: 2 })).toContainElement(link);
    const logo = document.querySelector('img')!;
    expect(logo).toHaveAttribute('width', '96');
    expect(logo).toHaveAttribute('height', '32');
  });

  it('has no axe violations', async () => {
    const { container } = render(<ServiceCard {...props} logo={{ src: '/l.svg', alt: 'inPHR CARE logo', width: 96, height: 32 }} />);
    await expectNoAxeViolations(container);
  });
});
