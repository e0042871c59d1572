import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { MapTilesSchema, PinParamsSchema, PinPlaceSchema } from '../../../shared/schemas/map';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { MapsService } from './maps.service';

/** The map's tiles and the PIN codes' places (decision 056). */
export async function mapsRoutes(app: FastifyInstance, { maps }: { maps: MapsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/map/tiles',
    {
      schema: {
        ...describeRoute('maps', 'The raster tiles the map shows and their attribution, or `enabled: false` when the server has none'),
        response: { 200: MapTilesSchema },
      },
    },
    async () => maps.tiles(),
  );

  r.get(
    '/api/map/pins/:pin',
    {
      schema: {
        ...describeRoute('maps', 'Where a PIN code lies: its area’s point, from the PIN code data shipped with the server', {
          description: 'What an auction without coordinates is placed at, and what "within N km of a PIN code" measures from.',
        }),
        params: PinParamsSchema,
        response: { 200: PinPlaceSchema, ...errors(400, 404) },
      },
    },
    async (req) => maps.pin(req.params.pin),
  );
}
