import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized, textOf } from '../../stories/localized';
import { fill } from '../../stories/story-text';
import { ScrollToTopButton } from './scroll-to-top';

const meta = {
  title: 'UI/ScrollToTopButton',
  component: ScrollToTopButton,
  ...localized(ScrollToTopButton, (t) => ({ label: t.site.common.scrollTop })),
  parameters: {
    layout: 'fullscreen',
    // Fixed to the corner of the viewport: in Docs each story gets its own frame.
    docs: { story: { inline: false, height: '20rem' } },
  },
} satisfies Meta<typeof ScrollToTopButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnALongPage: Story = {
  render: (args, context) => {
    const t = textOf(context);
    return (
      <>
        <div id="top" style={{ padding: '1rem' }}>
          {Array.from({ length: 40 }, (_, index) => (
            <p key={index}>{fill(t.own.paragraph, { n: index + 1 })}</p>
          ))}
        </div>
        <ScrollToTopButton {...args} label={t.site.common.scrollTop} />
      </>
    );
  },
};
