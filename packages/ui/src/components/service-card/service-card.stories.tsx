import type { Meta, StoryObj } from '@storybook/react-vite';
import { ServiceCard } from './service-card';

const logo = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 32"><rect width="96" height="32" rx="6" fill="teal"/><text x="48" y="21" font-size="14" fill="white" text-anchor="middle">CARE</text></svg>',
)}`;

const meta = {
  title: 'UI/ServiceCard',
  component: ServiceCard,
  args: {
    title: 'inPHR CARE',
    intro: 'Keep your personal health records in one place and share them with your care team.',
    bullets: ['Vital signs from connected devices', 'Medication reminders', 'Records you can share'],
    href: '#service/inphrcare',
  },
  decorators: [(Story) => <div style={{ maxWidth: '22rem' }}><Story /></div>],
} satisfies Meta<typeof ServiceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const WithLogo: Story = { args: { logo: { src: logo, alt: '', width: 96, height: 32 } } };
export const HeadingLevel2: Story = { args: { headingLevel: 2 } };
export const Korean: Story = {
  args: {
    title: 'inPHR 케어',
    intro: '개인 건강 기록을 한곳에서 관리하고 의료진과 공유하세요.',
    bullets: ['연동 기기의 생체 신호', '복약 알림', '공유 가능한 기록'],
  },
};
