import 'leaflet/dist/leaflet.css';
// NOTE: Leaflet's ES module build: its UMD one would need the bundler's CommonJS runtime in the first load.
import * as L from 'leaflet/dist/leaflet-src.esm.js';
import type { LatLng } from '@shared/domain/geo';

/** Tiles that fail before any loads: the tile server is unreachable (offline, or a wrong MAP_TILES_URL). */
const FAILURES_BEFORE_FALLBACK = 3;
const ZOOM = 14;

const rounded = (at: L.LatLng): LatLng => ({
  latitude: Math.round(at.lat * 10_000) / 10_000,
  longitude: Math.round(at.lng * 10_000) / 10_000,
});
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * A Leaflet map (BSD-2-Clause) of the tile server's tiles in `element`, its marker at `point`
 * (decision 056). Loaded by `import()` only when a map is shown, and free of React, so that its chunk
 * holds Leaflet alone. `onFail` when the tiles cannot load; `onPick` makes the marker draggable and a
 * click move it.
 */
export function mountTileMap(
  element: HTMLElement,
  {
    point,
    tiles,
    onFail,
    onPick,
  }: {
    point: LatLng;
    tiles: { url: string; attribution: string };
    onFail: () => void;
    onPick?: (point: LatLng) => void;
  },
) {
  const map = L.map(element, { center: [point.latitude, point.longitude], zoom: ZOOM, scrollWheelZoom: false });
  map.attributionControl.setPrefix(false);
  // NOTE: Leaflet writes the attribution as HTML; the operator's variable is text.
  const layer = L.tileLayer(tiles.url, { maxZoom: 19, attribution: escapeHtml(tiles.attribution) }).addTo(map);
  let loaded = 0;
  let failed = 0;
  layer.on('tileload', () => (loaded += 1));
  layer.on('tileerror', () => {
    failed += 1;
    if (loaded === 0 && failed === FAILURES_BEFORE_FALLBACK) onFail();
  });
  // A marker drawn in CSS: Leaflet's default one is a PNG it would ask the page's origin for.
  const icon = L.divIcon({
    className: '',
    html: '<span class="block size-5 rounded-full border-2 border-background bg-primary shadow-md ring-4 ring-accent/40"></span>',
    iconSize: [20, 20],
    iconAnchor: [10, 10],
  });
  const marker = L.marker([point.latitude, point.longitude], { icon, draggable: Boolean(onPick), keyboard: false }).addTo(map);
  if (onPick) {
    marker.on('dragend', () => onPick(rounded(marker.getLatLng())));
    map.on('click', (e: L.LeafletMouseEvent) => {
      marker.setLatLng(e.latlng);
      onPick(rounded(e.latlng));
    });
  }
  return {
    /** Moves the marker, and the map to it. */
    moveTo(next: LatLng) {
      const at = L.latLng(next.latitude, next.longitude);
      if (marker.getLatLng().equals(at)) return;
      marker.setLatLng(at);
      map.panTo(at);
    },
    remove: () => map.remove(),
  };
}
export type TileMap = ReturnType<typeof mountTileMap>;
