import { endpoints, endpointSchemas } from '@interim/shared/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { setContentRange } from '../../http/content-range.js';
import { listBranches, listEducationLevels, listPositions, listSectors, searchPlaces } from './reference-data.service.js';
import { routeSchema } from '../../http/route-schema.js';

/** Reference data changes rarely: browsers and CDNs may keep it a few minutes. */
const CACHE_CONTROL = 'public, max-age=300';

/** `GET /api/sectors`, `/positions`, `/education_levels`, `/branches`: complete lists with Content-Range; `/places`: suggestions. */
export async function referenceDataRoutes(app: FastifyInstance): Promise<void> {
  const routes = app.withTypeProvider<ZodTypeProvider>();

  routes.get(
    endpoints.referenceData.sectors.path,
    { schema: routeSchema(endpointSchemas.referenceData.sectors, { tags: ['reference data'], summary: 'Sectors (branches of work), by name' }) },
    async (request, reply) => {
      const sectors = await listSectors(app.db, request.query.filter);
      setContentRange(reply, 'sectors', 0, sectors.length, sectors.length);
      reply.header('cache-control', CACHE_CONTROL);
      return sectors;
    },
  );

  routes.get(
    endpoints.referenceData.positions.path,
    { schema: routeSchema(endpointSchemas.referenceData.positions, { tags: ['reference data'], summary: 'Positions, by name, optionally of one sector' }) },
    async (request, reply) => {
      const positions = await listPositions(app.db, request.query.filter);
      setContentRange(reply, 'positions', 0, positions.length, positions.length);
      reply.header('cache-control', CACHE_CONTROL);
      return positions;
    },
  );

  routes.get(
    endpoints.referenceData.educationLevels.path,
    { schema: routeSchema(endpointSchemas.referenceData.educationLevels, { tags: ['reference data'], summary: 'Dutch education levels, vmbo to wo' }) },
    async (request, reply) => {
      const levels = await listEducationLevels(app.db, request.query.filter);
      setContentRange(reply, 'education_levels', 0, levels.length, levels.length);
      reply.header('cache-control', CACHE_CONTROL);
      return levels;
    },
  );

  routes.get(
    endpoints.referenceData.branches.path,
    { schema: routeSchema(endpointSchemas.referenceData.branches, { tags: ['reference data'], summary: 'Offices of the staffing company' }) },
    async (request, reply) => {
      const branches = await listBranches(app.db, request.query.filter);
      setContentRange(reply, 'branches', 0, branches.length, branches.length);
      reply.header('cache-control', CACHE_CONTROL);
      return branches;
    },
  );

  routes.get(
    endpoints.referenceData.places.path,
    {
      schema: routeSchema(endpointSchemas.referenceData.places, {
        tags: ['reference data'],
        summary: 'Suggestions for "Postcode of plaats": a known postcode area, or Dutch places whose name starts with the text (GeoNames)',
      }),
    },
    async (request, reply) => {
      const places = await searchPlaces(app.db, request.query.filter.q);
      reply.header('cache-control', CACHE_CONTROL);
      return places;
    },
  );
}
