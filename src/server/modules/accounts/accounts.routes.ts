import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ROLES } from '../../../shared/domain/constants';
import { LanguageChangeSchema, MeSchema, SessionSchema, type Me } from '../../../shared/schemas/account';
import {
  AddUserSchema,
  AdminUserListQuerySchema,
  AdminUserListSchema,
  AdminUserSchema,
  PendingBuyerListSchema,
  PendingBuyerSchema,
  RoleChangeSchema,
  VerificationChangeSchema,
} from '../../../shared/schemas/admin';
import { requireSignedIn } from '../../lib/security/access';
import { HTTP } from '../../lib/http/errors';
import type { Actor } from '../../lib/security/actor';
import { IdParams, noStore, type ActorResolver } from '../../lib/http/http';
import { describeRoute, errors } from '../../lib/http/openapi';
import type { AccountsService } from './accounts.service';
import type { UserManagementService } from './user-management.service';

const signedIn = { session: 'signedIn' } as const;

/** The signed-in user as `/api/me` and `/api/session` show them. */
export const meOf = (actor: Actor): Me => ({
  user: { id: actor.userId, email: actor.email, name: actor.name },
  profile: actor.profile,
  role: actor.role,
  roles: actor.roles,
});

/** `/api/me`, the admin's user management (`/api/admin/users…`) and the verified vendor's buyer approval. */
export async function accountsRoutes(
  app: FastifyInstance,
  { users, accounts, getActor }: { users: UserManagementService; accounts: AccountsService; getActor: ActorResolver },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    '/api/me',
    {
      schema: {
        ...describeRoute('accounts', 'The signed-in user, their profile and their role (401 when signed out)', signedIn),
        response: { 200: MeSchema, ...errors(401) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return meOf(requireSignedIn(await getActor(req)));
    },
  );

  r.patch(
    '/api/me/language',
    {
      schema: {
        ...describeRoute('accounts', 'The language the signed-in user reads Neelami in (en, hi or mr; decision 028)', signedIn),
        body: LanguageChangeSchema,
        response: { 200: LanguageChangeSchema, ...errors(400, 401, 404) },
      },
    },
    async (req) => {
      const actor = requireSignedIn(await getActor(req));
      return { language: await accounts.setLanguage(actor.userId, req.body.language) };
    },
  );

  r.get(
    '/api/session',
    {
      schema: {
        ...describeRoute('accounts', 'Who is signed in: the same as /api/me, or `me: null` for a visitor (never 401)', {
          session: 'optional',
        }),
        response: { 200: SessionSchema },
      },
    },
    async (req, reply) => {
      noStore(reply);
      const actor = await getActor(req);
      return { me: actor ? meOf(actor) : null };
    },
  );

  r.get(
    '/api/admin/users',
    {
      schema: {
        ...describeRoute('accounts', 'Admin: users, filtered and paged, with the counts per role', signedIn),
        querystring: AdminUserListQuerySchema,
        response: { 200: AdminUserListSchema, ...errors(400, 401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return users.list(await getActor(req), req.query);
    },
  );

  r.get(
    '/api/admin/users/:id',
    {
      schema: {
        ...describeRoute('accounts', 'Admin: one user', signedIn),
        params: IdParams,
        response: { 200: AdminUserSchema, ...errors(401, 403, 404) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return users.get(await getActor(req), req.params.id);
    },
  );

  r.post(
    '/api/admin/users',
    {
      schema: {
        ...describeRoute('accounts', 'Admin: add a user with a role and a temporary password', signedIn),
        body: AddUserSchema,
        response: { 201: AdminUserSchema, ...errors(400, 401, 403, 409) },
      },
    },
    async (req, reply) => reply.status(HTTP.CREATED).send(await users.addUser(await getActor(req), req.body)),
  );

  r.post(
    '/api/admin/users/:id/verification',
    {
      schema: {
        ...describeRoute('accounts', 'Admin: set a user’s verification (no body: verified ↔ suspended, spec §4)', {
          ...signedIn,
          description:
            'A suspension or rejection needs `reason` (400 otherwise); it is stored, audited and shown to the user (decision 042).',
        }),
        params: IdParams,
        body: VerificationChangeSchema.optional(),
        response: { 200: AdminUserSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => users.changeVerification(await getActor(req), req.params.id, req.body ?? {}),
  );

  r.post(
    '/api/admin/users/:id/roles',
    {
      schema: {
        ...describeRoute('accounts', 'Admin: add a role to a user', signedIn),
        params: IdParams,
        body: RoleChangeSchema,
        response: { 200: AdminUserSchema, ...errors(400, 401, 403, 404) },
      },
    },
    async (req) => users.addRole(await getActor(req), req.params.id, req.body.role),
  );

  r.delete(
    '/api/admin/users/:id/roles',
    {
      schema: {
        ...describeRoute('accounts', 'Admin: remove a role from a user', signedIn),
        params: IdParams,
        body: RoleChangeSchema,
        response: { 200: AdminUserSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => users.removeRole(await getActor(req), req.params.id, req.body.role),
  );

  r.delete(
    '/api/admin/users/:id/roles/:role',
    {
      schema: {
        ...describeRoute('accounts', 'Admin: remove a role from a user (role in the path)', signedIn),
        params: z.object({ id: z.string(), role: z.enum(ROLES) }),
        response: { 200: AdminUserSchema, ...errors(400, 401, 403, 404, 409) },
      },
    },
    async (req) => users.removeRole(await getActor(req), req.params.id, req.params.role),
  );

  r.get(
    '/api/vendor/pending-buyers',
    {
      schema: {
        ...describeRoute('accounts', 'Approved vendor: the buyers awaiting approval who have shown interest in its auctions', {
          ...signedIn,
          description:
            'A buyer is listed when it watches one of the vendor’s auctions, asked for its reminder, joined it or bid on it; ' +
            'its e-mail and phone come masked (decision 037).',
        }),
        response: { 200: PendingBuyerListSchema, ...errors(401, 403) },
      },
    },
    async (req, reply) => {
      noStore(reply);
      return users.pendingBuyers(await getActor(req));
    },
  );

  r.post(
    '/api/vendor/buyers/:id/approve',
    {
      schema: {
        ...describeRoute('accounts', 'Approved vendor: approve a pending buyer it may see', {
          ...signedIn,
          description: 'Only a buyer `GET /api/vendor/pending-buyers` would list; anyone else is 404 (decision 037).',
        }),
        params: IdParams,
        response: { 200: PendingBuyerSchema, ...errors(401, 403, 404, 409) },
      },
    },
    async (req) => users.approveBuyer(await getActor(req), req.params.id),
  );
}
