import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../../shared/domain/constants';
import { AddUserSchema, AdminUserListQuerySchema, RoleChangeSchema, VerificationChangeSchema } from '../../../shared/schemas/admin';
import { requireSignedIn } from '../../lib/access';
import { HTTP } from '../../lib/errors';
import { noStore, type ActorResolver } from '../../lib/http';
import type { UserManagementService } from './user-management.service';

const IdParams = z.object({ id: z.string() });

/** `/api/me`, the admin's user management (`/api/admin/users…`) and the verified vendor's buyer approval. */
export async function accountsRoutes(app: FastifyInstance, { users, getActor }: { users: UserManagementService; getActor: ActorResolver }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get('/api/me', async (req, reply) => {
    noStore(reply);
    const actor = requireSignedIn(await getActor(req));
    return {
      user: { id: actor.userId, email: actor.email, name: actor.name },
      profile: actor.profile,
      role: actor.role,
      roles: actor.roles,
    };
  });

  r.get('/api/admin/users', { schema: { querystring: AdminUserListQuerySchema } }, async (req, reply) => {
    noStore(reply);
    return users.list(await getActor(req), req.query);
  });

  r.get('/api/admin/users/:id', { schema: { params: IdParams } }, async (req, reply) => {
    noStore(reply);
    return users.get(await getActor(req), req.params.id);
  });

  r.post('/api/admin/users', { schema: { body: AddUserSchema } }, async (req, reply) => {
    const user = await users.addUser(await getActor(req), req.body);
    return reply.status(HTTP.CREATED).send(user);
  });

  r.post('/api/admin/users/:id/verification', { schema: { params: IdParams, body: VerificationChangeSchema.optional() } }, async (req) =>
    users.changeVerification(await getActor(req), req.params.id, req.body?.status),
  );

  r.post('/api/admin/users/:id/roles', { schema: { params: IdParams, body: RoleChangeSchema } }, async (req) =>
    users.addRole(await getActor(req), req.params.id, req.body.role),
  );

  r.delete('/api/admin/users/:id/roles', { schema: { params: IdParams, body: RoleChangeSchema } }, async (req) =>
    users.removeRole(await getActor(req), req.params.id, req.body.role),
  );

  r.delete('/api/admin/users/:id/roles/:role', { schema: { params: z.object({ id: z.string(), role: z.enum(ROLES) }) } }, async (req) =>
    users.removeRole(await getActor(req), req.params.id, req.params.role),
  );

  r.get('/api/vendor/pending-buyers', async (req, reply) => {
    noStore(reply);
    return users.pendingBuyers(await getActor(req));
  });

  r.post('/api/vendor/buyers/:id/approve', { schema: { params: IdParams } }, async (req) =>
    users.approveBuyer(await getActor(req), req.params.id),
  );
}
