import type { ReactNode } from 'react';
import { showModalCommand } from '../modal/native-modal';
import { Brand, CertificationList, CompanyName, Copyright, FooterInner, FooterRoot, InfoList, PolicyButton, PolicyList } from './footer.styles';

export interface FooterEntry {
  label: string;
  value: string;
}

/** A policy button: it opens the NativeModal of id `opens` by itself, or calls `onClick`. */
export type FooterPolicy = { key: string; label: string } & ({ opens: string; onClick?: never } | { onClick: () => void; opens?: never });

export interface FooterCertification {
  key: string;
  src: string;
  alt: string;
}

export interface FooterProps {
  /** Accessible name of the footer landmark. */
  label: string;
  /** The brand mark (an image or SVG element). */
  logo: ReactNode;
  /** Legal name of the company. */
  companyName: string;
  /** CEO, registration number, e-mail... */
  details: FooterEntry[];
  /** Offices with their addresses. */
  addresses: FooterEntry[];
  /** Terms of use, privacy policy: buttons (they open dialogs, NativeModals without script), the first one in bold. */
  policies: FooterPolicy[];
  /** Accessible name of the policy list. */
  policiesLabel: string;
  /** Certification badges (images with their alt text). */
  certifications: FooterCertification[];
  /** Accessible name of the certification list. */
  certificationsLabel: string;
  /** The copyright line. */
  copyright: string;
  /** Language of the copyright line when it differs from the page's (it is often kept in English). */
  copyrightLang?: string;
}

function Entries({ entries }: { entries: FooterEntry[] }) {
  return (
    <InfoList>
      {entries.map(({ label, value }) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </InfoList>
  );
}

/** The site footer on the dark surface: company details, policies, certification badges. */
export function Footer({
  label,
  logo,
  companyName,
  details,
  addresses,
  policies,
  policiesLabel,
  certifications,
  certificationsLabel,
  copyright,
  copyrightLang,
}: FooterProps) {
  return (
    <FooterRoot aria-label={label}>
      <FooterInner>
        <Brand>
          {logo}
          <CompanyName>{companyName}</CompanyName>
          {policies.length > 0 && (
            <PolicyList aria-label={policiesLabel}>
              {policies.map((policy, index) => (
                <li key={policy.key}>
                  <PolicyButton type="button" $strong={index === 0} {...(policy.opens ? showModalCommand(policy.opens) : { onClick: policy.onClick })}>
                    {policy.label}
                  </PolicyButton>
                </li>
              ))}
            </PolicyList>
          )}
        </Brand>
        <div>
          <Entries entries={details} />
        </div>
        <div>
          <Entries entries={addresses} />
          {certifications.length > 0 && (
            <CertificationList aria-label={certificationsLabel}>
              {certifications.map(({ key, src, alt }) => (
                <li key={key}>
                  <img src={src} alt={alt} width={72} height={72} loading="lazy" />
                </li>
              ))}
            </CertificationList>
          )}
        </div>
        <Copyright lang={copyrightLang}>{copyright}</Copyright>
      </FooterInner>
    </FooterRoot>
  );
}
