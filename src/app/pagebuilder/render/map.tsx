import { mapUrl, telHref } from '../../../domain/stores';
import { useT } from '../../i18n/use-t';
import type { RendererProps } from './types';

/** A map (spec §3): its places, each with a link to see it on a map site (no map script runs in the shop). */
export function Map({ node }: RendererProps<'map'>) {
  const t = useT();
  return (
    <ul className={`pb-map ${node.classes?.main ?? ''}`}>
      {node.locations.map((location, i) => (
        <li key={i} className="pb-map__location">
          <p className="pb-map__name">{location.name}</p>
          <address className="pb-map__address">{location.address}</address>
          {location.phone && <a href={telHref(location.phone)}>{location.phone}</a>}
          {location.comment && <p>{location.comment}</p>}
          <a href={mapUrl(location.latitude, location.longitude)} target="_blank" rel="noopener noreferrer">
            {t('pageBuilder.map.open')}
            <span className="visually-hidden"> {t('pageBuilder.map.openPlace', { name: location.name })}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
