import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { Button } from '../../components/button';
import { Checkbox } from '../../components/checkbox';
import { Select } from '../../components/select';
import { TextField } from '../../components/text-field';
import { media, theme } from '../../theme/theme';
import { textOf } from '../localized';
import { SAMPLE, type StoryText } from '../story-text';

const Form = styled.form`
  display: grid;
  gap: ${theme.space.lg};
  max-width: 44rem;
  margin: 0 auto;
  padding: ${theme.space.xl} ${theme.space.md};
`;

const Note = styled.p`
  && {
    margin: 0;
  }
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`;

const EmailRow = styled.div`
  display: grid;
  gap: ${theme.space.sm};
  ${media.up('sm')} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const Consent = styled.fieldset`
  display: grid;
  gap: ${theme.space.xs};
  margin: 0;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.md};
  background: ${theme.colors.surface};

  legend {
    padding: 0 ${theme.space.xxs};
    font-weight: ${theme.fontWeights.bold};
  }
  ul {
    margin: 0;
    padding-inline-start: ${theme.space.lg};
    color: ${theme.colors.textMuted};
    font-size: ${theme.fontSizes.sm};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`;

type Errors = Partial<Record<'name' | 'mobile' | 'email' | 'title' | 'contents' | 'consent', string>>;

function InquiryForm({ t, errors = {}, filled }: { t: StoryText; errors?: Errors; filled?: boolean }) {
  const form = t.site.cooperate.form;
  const value = (text: string) => (filled ? text : '');
  return (
    <Form aria-labelledby="inquiry-heading" noValidate onSubmit={(event) => event.preventDefault()}>
      <h2 id="inquiry-heading">{form.heading}</h2>
      <Note>{form.requiredNote}</Note>
      <TextField id="name" label={form.name} required value={value(t.own.inquiryName)} onChange={() => {}} error={errors.name} />
      <TextField id="company" label={form.company} value="" onChange={() => {}} />
      <TextField
        id="mobile"
        label={form.mobile}
        hint={form.mobileHint}
        type="tel"
        inputMode="numeric"
        required
        value=""
        onChange={() => {}}
        error={errors.mobile}
      />
      <EmailRow>
        <TextField id="email-local" label={form.emailLocal} required value={value(SAMPLE.inquiryEmailLocal)} onChange={() => {}} error={errors.email} />
        <Select
          id="email-domain"
          label={form.emailDomain}
          value={filled ? SAMPLE.emailDomains[1] : ''}
          onChange={() => {}}
          options={[{ value: '', label: form.emailDirect }, ...SAMPLE.emailDomains.map((domain) => ({ value: domain, label: domain }))]}
        />
      </EmailRow>
      <TextField id="title" label={form.title} required value="" onChange={() => {}} error={errors.title} />
      <TextField id="contents" label={form.contents} required multiline rows={6} maxLength={2000} value="" onChange={() => {}} error={errors.contents} />
      <Consent>
        <legend>{form.consentHeading}</legend>
        <ul>
          <li>{form.consentPurpose}</li>
          <li>{form.consentItems}</li>
          <li>{form.consentRetention}</li>
          <li>{form.consentRefusal}</li>
        </ul>
        <Checkbox id="consent" label={form.consentLabel} checked={false} onChange={() => {}} error={errors.consent} />
      </Consent>
      <Actions>
        <Button type="submit" variant="primary" size="lg">
          {form.submit}
        </Button>
        <Button variant="secondary" size="lg">
          {form.cancel}
        </Button>
      </Actions>
    </Form>
  );
}

/** The partnership inquiry form (the Contact Us page) with the site's labels, hints and error texts. */
const meta = {
  title: 'Sections/Inquiry form',
  parameters: { layout: 'fullscreen' },
  render: (_args, context) => <InquiryForm t={textOf(context)} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const withErrors = (t: StoryText): Errors => {
  const errors = t.site.cooperate.form.errors;
  return { mobile: errors.mobile, email: errors.email, title: errors.required, contents: errors.required, consent: errors.consent };
};

export const Empty: Story = {};

/** What a visitor sees after sending it half filled: every error at its field, announced. */
export const WithErrors: Story = {
  render: (_args, context) => {
    const t = textOf(context);
    return <InquiryForm t={t} filled errors={withErrors(t)} />;
  },
};

export const WithErrorsPhone: Story = {
  ...WithErrors,
  globals: { viewport: { value: 'phone', isRotated: false } },
};
