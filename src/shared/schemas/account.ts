import { z } from 'zod';
import { ROLES, VERIFICATION_STATUSES } from '../domain/constants';
import { LANGUAGES } from '../domain/languages';

/** A profile as its owner (and an admin) sees it: `GET /api/me`. Aadhaar is only ever its last four digits. */
export const ProfileSchema = z.object({
  userId: z.string(),
  email: z.string(),
  fullName: z.string().nullable(),
  phone: z.string().nullable(),
  companyName: z.string().nullable(),
  userType: z.string(),
  buyerType: z.string().nullable(),
  pan: z.string().nullable(),
  gst: z.string().nullable(),
  aadhaarLast4: z.string().nullable(),
  verificationStatus: z.enum(VERIFICATION_STATUSES),
  kycVerified: z.boolean(),
  emdPaid: z.boolean(),
  /** Whole rupees. */
  emdAmount: z.number(),
  /** The language the user reads Neelami in (decision 028); a sign-in on another device restores it. */
  language: z.enum(LANGUAGES),
  /** Why the account is suspended or rejected, in the admin's words (decision 042); null otherwise. */
  statusReason: z.string().nullable(),
  createdAt: z.string(),
});
export type Profile = z.infer<typeof ProfileSchema>;

/** `GET /api/me`: the signed-in user, their profile and their effective role (spec §6: the highest). */
export const MeSchema = z.object({
  user: z.object({ id: z.string(), email: z.string(), name: z.string() }),
  profile: ProfileSchema.nullable(),
  role: z.enum(ROLES),
  roles: z.array(z.enum(ROLES)),
});
export type Me = z.infer<typeof MeSchema>;

/** `GET /api/session`: who is signed in, or `me: null` for a visitor (a visitor is not an error; `/api/me` answers 401). */
export const SessionSchema = z.object({ me: MeSchema.nullable() });
export type Session = z.infer<typeof SessionSchema>;

/** `PATCH /api/me/language`: the language the signed-in user reads Neelami in. */
export const LanguageChangeSchema = z.object({ language: z.enum(LANGUAGES, { error: 'Unknown language' }) });
export type LanguageChange = z.infer<typeof LanguageChangeSchema>;
