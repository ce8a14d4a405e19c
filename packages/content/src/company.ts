/**
 * Company facts that are not language text: coordinates, map links, registration numbers,
 * certification badge keys. Translated names and addresses live in @inphr/i18n (common.company).
 */
export interface Office {
  id: 'headOffice' | 'rnd';
  /** WGS84 latitude and longitude. Both offices share one building (docs/spec.md, "Screens": Company). */
  lat: number;
  lng: number;
}

const BUILDING = { lat: 37.4979, lng: 127.0276 };

export const OFFICES: readonly Office[] = [
  { id: 'headOffice', ...BUILDING },
  { id: 'rnd', ...BUILDING },
];

export const MAP_PROVIDERS = ['kakao', 'naver', 'google'] as const;
export type MapProvider = (typeof MAP_PROVIDERS)[number];

/** Links that open an office in each map service; `label` is the localized place name. */
export function mapLink(provider: MapProvider, office: Office, label: string): string {
  const q = encodeURIComponent(label);
  switch (provider) {
    case 'kakao':
      return `https://map.kakao.com/link/map/${q},${office.lat},${office.lng}`;
    case 'naver':
      return `https://map.naver.com/p/search/${q}?c=${office.lng},${office.lat},17,0,0,0,dh`;
    case 'google':
      return `https://www.google.com/maps/search/?api=1&query=${office.lat},${office.lng}`;
  }
}

export const COMPANY = {
  foundedYear: 2015,
  businessRegistrationNumber: '000-00-00000',
  email: 'contact@inphr.example',
  /** Keys of the four certification badges shown in the footer (images in apps/web/public). */
  certifications: ['venture', 'innobiz', 'iso27001', 'research'] as const,
} as const;

/** Store links the download badges and QR codes are generated from. */
export const STORE_LINKS = {
  appStore: (slug: string) => `https://apps.apple.com/app/inphr-${slug}`,
  googlePlay: (slug: string) => `https://play.google.com/store/apps/details?id=com.inphr.${slug}`,
} as const;
