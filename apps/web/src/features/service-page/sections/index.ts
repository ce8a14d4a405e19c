import type { ServiceSlug } from '@inphr/content';
import { NO_SPECIFICS, type ServiceSections } from '../service-sections';
import { air } from './air';
import { care } from './care';
import { child } from './child';
import { dash } from './dash';
import { ibd } from './ibd';
import { mental } from './mental';
import { pill } from './pill';
import { smart } from './smart';
import { temp } from './temp';

/**
 * What each service's page has of its own (docs/spec.md, "Service pages"): one entry per service
 * of the service table, which TypeScript demands; a service with nothing of its own is NO_SPECIFICS.
 */
export const SERVICE_SECTIONS: Record<ServiceSlug, ServiceSections> = {
  care,
  dash,
  diab: NO_SPECIFICS,
  doc: NO_SPECIFICS,
  ibd,
  live: NO_SPECIFICS,
  pill,
  pro: NO_SPECIFICS,
  spine: NO_SPECIFICS,
  sym: NO_SPECIFICS,
  mental,
  air,
  sea: NO_SPECIFICS,
  smart,
  room: NO_SPECIFICS,
  child,
  temp,
};
