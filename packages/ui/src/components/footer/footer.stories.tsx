import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './footer';

const badge = (text: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 72 72"><circle cx="36" cy="36" r="32" fill="none" stroke="black" stroke-width="4"/><text x="36" y="42" font-size="16" text-anchor="middle">${text}</text></svg>`,
  )}`;

const meta = {
  title: 'UI/Footer',
  component: Footer,
  parameters: { layout: 'fullscreen' },
  args: {
    label: 'Site footer',
    logo: <strong style={{ fontSize: '1.5rem' }}>inPHR</strong>,
    companyName: 'Example Co., Ltd.',
    details: [
      { label: 'CEO', value: 'Hong Gildong' },
      { label: 'Business registration no.', value: '000-00-00000' },
      { label: 'E-mail', value: 'help@example.com' },
    ],
    addresses: [
      { label: 'Head office', value: '1 Example-ro, Gangnam-gu, Seoul' },
      { label: 'IT R&D centre', value: '2 Example-ro, Guro-gu, Seoul' },
    ],
    policies: [
      { key: 'terms', label: 'Terms of Use', onClick: () => {} },
      { key: 'privacy', label: 'Privacy Policy', onClick: () => {} },
    ],
    policiesLabel: 'Policies',
    certifications: ['ISO', 'GS', 'KC', 'CE'].map((text) => ({ key: text, src: badge(text), alt: `${text} certified` })),
    certificationsLabel: 'Certifications',
    copyright: '© Example Co., Ltd. All rights reserved.',
  },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Korean: Story = {
  args: {
    companyName: '주식회사 예시',
    details: [
      { label: '대표', value: '홍길동' },
      { label: '사업자등록번호', value: '000-00-00000' },
      { label: '이메일', value: 'help@example.com' },
    ],
    policies: [
      { key: 'terms', label: '이용약관', onClick: () => {} },
      { key: 'privacy', label: '개인정보처리방침', onClick: () => {} },
    ],
  },
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
