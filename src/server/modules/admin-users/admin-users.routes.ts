import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../../shared/domain/constants';
import {
  AddUserSchema,
  AdminUserListQuerySchema,
  MarkEmdSchema,
  RoleChangeSchema,
  VerificationChangeSchema,
} from '../../../shared/schemas/admin';
import { HTTP } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import type { AdminUsersService } from './admin-users.service';

const IdParams = z.object({ id: z.string() });

/** `/api/admin/users…` (admins) and the verified vendor's buyer approval. */
export async function adminUsersRoutes(
  app: FastifyInstance,
  { adminUsers, getActor }: { adminUsers: AdminUsersService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/admin/users', { schema: { querystring: AdminUserListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return adminUsers.list(await getActor(req), req.query);
  });

  r.get('/api/admin/users/:id', { schema: { params: IdParams } }, async (req, reply) => {
    noStore(reply);
    return adminUsers.get(await getActor(req), req.params.id);
  });

  r.post('/api/admin/users', { schema: { body: AddUserSchema } }, async (req, reply) => {
    const user = await adminUsers.addUser(await getActor(req), req.body);
    return reply.status(HTTP.CREATED).send(user);
  });

  r.post('/api/admin/users/:id/verification', { schema: { params: IdParams, body: VerificationChangeSchema.optional() } }, async (req) =>
    adminUsers.changeVerification(await getActor(req), req.params.id, req.body?.status),
  );

  r.post('/api/admin/users/:id/roles', { schema: { params: IdParams, body: RoleChangeSchema } }, async (req) =>
    adminUsers.addRole(await getActor(req), req.params.id, req.body.role),
  );

  r.delete('/api/admin/users/:id/roles', { schema: { params: IdParams, body: RoleChangeSchema } }, async (req) =>
    adminUsers.removeRole(await getActor(req), req.params.id, req.body.role),
  );

  r.delete('/api/admin/users/:id/roles/:role', { schema: { params: z.object({ id: z.string(), role: z.enum(ROLES) }) } }, async (req) =>
    adminUsers.removeRole(await getActor(req), req.params.id, req.params.role),
  );

  r.post('/api/admin/users/:id/emd', { schema: { params: IdParams, body: MarkEmdSchema } }, async (req) =>
    adminUsers.markEmd(await getActor(req), req.params.id, req.body),
  );

  r.get('/api/vendor/pending-buyers', async (req, reply) => {
    noStore(reply);
    return adminUsers.pendingBuyers(await getActor(req));
  });

  r.post('/api/vendor/buyers/:id/approve', { schema: { params: IdParams } }, async (req) =>
    adminUsers.approveBuyer(await getActor(req), req.params.id),
  );
}
