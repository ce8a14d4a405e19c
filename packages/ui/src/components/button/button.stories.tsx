import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, textOf } from '../../stories/localized';
import { Button, LinkButton } from './button';

const meta = {
  title: 'UI/Button',
  component: Button,
  ...localized(Button, (t) => ({ children: t.site.cooperate.form.submit })),
  parameters: {
    docs: {
      description: {
        component:
          'One action per button: `primary` for the main one of a view, `secondary` beside it, `ghost` for minor ones. Use `LinkButton` when the action goes somewhere (a link), never a button with an onClick that navigates.',
      },
    },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = localized(Button, (t) => ({ children: t.site.cooperate.form.cancel }), { variant: 'secondary' });
export const Ghost: Story = localized(Button, (t) => ({ children: t.own.more }), { variant: 'ghost' });
export const Large: Story = localized(Button, (t) => ({ children: t.site.home.landing.web.button }), { size: 'lg' });
export const Disabled: Story = localized(Button, (t) => ({ children: t.site.cooperate.form.submitting }), { disabled: true });
export const AsLink: Story = {
  render: (_args, context) => (
    <LinkButton href="https://example.com" target="_blank" rel="noopener noreferrer">
      {textOf(context).site.home.landing.web.button}
    </LinkButton>
  ),
};
