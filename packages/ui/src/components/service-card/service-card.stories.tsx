import type { Meta, StoryObj } from '@storybook/react-vite';
import { localized } from '../../stories/localized';
import { storyText, type StoryText } from '../../stories/story-text';
import { ServiceCard } from './service-card';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="teal"/><text x="48" y="21" font-size="14" fill="white" text-anchor="middle">CARE</text></svg>',
)}`;

const texts = (t: StoryText) => ({ title: t.own.careTitle, intro: t.own.careIntro, bullets: t.own.careBullets });

const meta = {
  title: 'UI/ServiceCard',
  component: ServiceCard,
  ...localized(ServiceCard, texts, { href: '#service/inphrcare' }),
  parameters: {
    docs: {
      description: {
        component:
          'The whole card follows its one link (a stretched link), so it is one tab stop and screen readers hear the title as the link text. Choose `headingLevel` to fit the page outline.',
      },
    },
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: '22rem' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLogo: Story = { args: { logo: { src: logo, alt: '', width: 96, height: 32 } } };
export const HeadingLevel2: Story = { args: { headingLevel: 2 } };
/** Korean texts whatever the toolbar language. */
export const Korean: Story = localized(ServiceCard, () => texts(storyText('ko')));
