export { ServiceCard } from './service-card';
export type { ServiceCardLogo, ServiceCardProps } from './service-card';
