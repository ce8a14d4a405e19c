import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styled from 'styled-components';
import type { Map as LeafletMap } from 'leaflet';
import type { Office } from '@inphr/content';
import { STARTS_WHEN_SEEN } from '../../boot/when-seen';
import { useAppDeps } from '../../lib/app-deps';
import { theme } from '@inphr/ui';

const Frame = styled.div`
  position: relative;
  height: 280px;
  border-radius: ${theme.radii.md};
  overflow: hidden;
  background: ${theme.colors.primarySoft};
  margin-bottom: ${theme.space.md};
  > [data-map] {
    position: absolute;
    inset: 0;
  }
  .leaflet-container {
    height: 100%;
    width: 100%;
    font: inherit;
  }
`;
const Status = styled.p`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
  margin: 0;
  padding: ${theme.space.md};
  text-align: center;
  color: ${theme.colors.textMuted};
`;

type State = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * An interactive OpenStreetMap (Leaflet) of an office, loaded only when the panel comes near the
 * viewport. Without tiles (offline) the panel still carries the address and map links.
 */
export function OfficeMap({ office, place }: { office: Office; place: string }) {
  const { t } = useTranslation();
  const { config } = useAppDeps();
  const frame = useRef<HTMLDivElement>(null);
  const [state, setState] = useState<State>('idle');

  useEffect(() => {
    const element = frame.current;
    if (!element) return;
    let map: LeafletMap | undefined;
    let cancelled = false;
    const load = async () => {
      setState('loading');
      try {
        const [{ default: L }] = await Promise.all([import('leaflet'), import('leaflet/dist/leaflet.css')]);
        if (cancelled) return;
        const container = element.querySelector<HTMLDivElement>('[data-map]')!;
        map = L.map(container, { scrollWheelZoom: false, zoomControl: false, attributionControl: true }).setView([office.lat, office.lng], 17);
        L.control.zoom({ zoomInTitle: t('business:directions.zoomIn'), zoomOutTitle: t('business:directions.zoomOut') }).addTo(map);
        map.attributionControl.setPrefix(false);
        let tileErrors = 0;
        L.tileLayer(config.mapTileUrl, {
          maxZoom: 19,
          attribution: `${t('business:directions.attribution')} © <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>`,
        })
          .on('tileerror', () => {
            tileErrors += 1;
            if (tileErrors >= 4) setState('failed');
          })
          .addTo(map);
        L.circleMarker([office.lat, office.lng], { radius: 10, color: '#0b5cad', weight: 3, fillColor: '#0b5cad', fillOpacity: 0.35 })
          .addTo(map)
          .bindTooltip(place);
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    };
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          observer.disconnect();
          void load();
        }
      },
      { rootMargin: '200px' },
    );
    observer.observe(element);
    return () => {
      cancelled = true;
      observer.disconnect();
      map?.remove();
    };
  }, [office, place, config.mapTileUrl, t]);

  // STARTS_WHEN_SEEN: the page's boot script starts the app when the map comes into view.
  return (
    <Frame ref={frame} role="region" aria-label={t('business:directions.mapLabel', { place })} data-map-state={state} {...STARTS_WHEN_SEEN}>
      <div data-map="" />
      {state === 'loading' && <Status role="status">{t('business:directions.loading')}</Status>}
      {state === 'failed' && <Status role="status">{t('business:directions.offline')}</Status>}
    </Frame>
  );
}
