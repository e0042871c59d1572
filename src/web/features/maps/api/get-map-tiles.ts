import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MapTiles } from '@shared/schemas/map';
import { api } from '@web/lib/api-client';

/** Every `['map', …]` query key, spelled here and nowhere else. */
export const mapKeys = {
  tiles: () => ['map', 'tiles'] as const,
};

/** `GET /api/map/tiles`: the server's tiles, or none (the map of India shipped with the app). Fixed for a server's life. */
export const mapTilesQueryOptions = () =>
  queryOptions({ queryKey: mapKeys.tiles(), queryFn: () => api<MapTiles>('/api/map/tiles'), staleTime: Infinity });

export function useMapTiles() {
  return useQuery(mapTilesQueryOptions());
}
