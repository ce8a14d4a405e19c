import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '../../test/render';
import { Tabs, tabId } from './tabs';

const tabs = [
  { id: '2', label: 'All' },
  { id: 'login', label: 'Login' },
  { id: 'device', label: 'Device' },
  { id: 'record', label: 'Medical Record' },
];

function Harness({ onChange }: { onChange?: (id: string) => void }) {
  const [selectedId, setSelectedId] = useState('2');
  return (
    <>
      <Tabs
        label="Categories"
        tabs={tabs}
        selectedId={selectedId}
        panelId="faq-panel"
        onChange={(id) => {
          setSelectedId(id);
          onChange?.(id);
        }}
      />
      <div id="faq-panel" role="tabpanel" aria-labelledby={tabId('faq-panel', selectedId)} tabIndex={0}>
        Results for {selectedId}
      </div>
    </>
  );
}

describe('Tabs', () => {
  it('renders a labelled tablist with one selected tab in the tab order', () => {
    render(<Harness />);
    expect(screen.getByRole('tablist', { name: 'Categories' })).toBeInTheDocument();
    const all = screen.getByRole('tab', { name: 'All' });
    expect(all).toHaveAttribute('aria-selected', 'true');
    expect(all).toHaveAttribute('aria-controls', 'faq-panel');
    expect(all).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'All' })).toBeInTheDocument();
  });

  it('selects on click', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('tab', { name: 'Device' }));
    expect(onChange).toHaveBeenCalledWith('device');
    expect(screen.getByRole('tab', { name: 'Device' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves and selects with the arrow keys, Home and End, wrapping around', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Medical Record' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Medical Record' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(onChange.mock.calls.map(([id]) => id)).toEqual(['login', 'record', '2', 'record', '2']);
    // Tab leaves the tablist for the panel.
    await userEvent.tab();
    expect(screen.getByRole('tabpanel')).toHaveFocus();
  });

  it('has no axe violations', async () => {
    const { container } = render(<Harness />);
    await expectNoAxeViolations(container);
  });
});
