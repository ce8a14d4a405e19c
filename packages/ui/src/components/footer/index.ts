export { Footer } from './footer';
export type { FooterCertification, FooterEntry, FooterPolicy, FooterProps } from './footer';
