import type { LatLng } from '@shared/domain/geo';
import { useVendorText } from '@web/i18n/ns/vendor';
import { MapView } from './property-map';

/**
 * The auction form's map (decision 056): a click on it, or dragging the marker on a tile map, sets the
 * property's point; the form's latitude and longitude fields say the same and can be typed instead.
 */
export function LocationPicker({ point, state, onPick }: { point: LatLng | null; state: string | null; onPick: (point: LatLng) => void }) {
  const t = useVendorText();
  return (
    <div className="overflow-hidden rounded-lg border">
      <MapView point={point} state={state} label={t('form.mapLabel')} indiaLabel={t('form.mapLabel')} onPick={onPick} />
    </div>
  );
}
