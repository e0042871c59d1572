import { z } from 'zod';
import { BUYER_TYPES, PASSWORD_MIN_LENGTH, USER_TYPES } from '../domain/constants';
import { defineMessages } from '../messages/define';

export const AUTH_MESSAGES = defineMessages('auth', {
  fullNameRequired: 'Full name is required',
  phoneRequired: 'Phone number is required',
  phoneInvalid: 'Enter a valid 10-digit Indian mobile number',
  emailRequired: 'Email is required',
  emailInvalid: 'Enter a valid email address',
  panRequired: 'PAN is required',
  panInvalid: 'PAN must look like AAAAA9999A',
  gstInvalid: 'GST number must be 15 characters',
  aadhaarInvalid: 'Aadhaar must be 12 digits',
  buyerTypeRequired: 'Buyer type is required',
  organizationRequired: 'Organization name is required',
  passwordMin: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  passwordMismatch: 'Passwords do not match',
  termsRequired: 'Please accept terms and privacy policy',
  passwordRequired: 'Password is required',
  emailRequiredTitle: 'Email Required',
  emailRequiredReset: 'Please enter your email address first.',
  accountLocked: 'Too many sign-in attempts for this account. Try again in 15 minutes, or reset your password.',
} as const);

export const PAN_PATTERN = /^[A-Z]{5}[0-9]{4}[A-Z]$/;
export const GST_PATTERN = /^[0-9A-Z]{15}$/;
export const AADHAAR_PATTERN = /^[0-9]{12}$/;
/** Indian mobile: ten digits starting 6-9, optionally prefixed +91, 91 or 0; spaces and dashes allowed. */
export const INDIAN_MOBILE_PATTERN = /^(?:\+?91|0)?[6-9][0-9]{9}$/;

const trimmed = (message: string) => z.string({ error: message }).trim().min(1, message);
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : undefined));

/**
 * The one stored form of a phone number: an Indian mobile becomes its ten national digits
 * ("+91 98765-43210", "098765 43210" and "9876543210" are all stored as "9876543210"); anything
 * else only loses its spaces and dashes (and fails INDIAN_MOBILE_PATTERN where that is checked).
 */
export function normalizePhone(raw: string): string {
  const compact = raw.replace(/[\s-]/g, '');
  return INDIAN_MOBILE_PATTERN.test(compact) ? compact.slice(-10) : compact;
}

/**
 * Registration form and `POST /api/auth/sign-up/email` body (the Better Auth credentials plus
 * the spec §3 registration data). The form and the server both parse with this schema.
 */
export const RegistrationSchema = z
  .object({
    fullName: trimmed(AUTH_MESSAGES.fullNameRequired),
    phone: trimmed(AUTH_MESSAGES.phoneRequired)
      .transform(normalizePhone)
      .refine((v) => INDIAN_MOBILE_PATTERN.test(v), AUTH_MESSAGES.phoneInvalid),
    email: trimmed(AUTH_MESSAGES.emailRequired).pipe(z.email(AUTH_MESSAGES.emailInvalid)),
    pan: trimmed(AUTH_MESSAGES.panRequired)
      .transform((v) => v.toUpperCase())
      .refine((v) => PAN_PATTERN.test(v), AUTH_MESSAGES.panInvalid),
    password: z.string({ error: AUTH_MESSAGES.passwordMin }).min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin),
    confirmPassword: z.string({ error: AUTH_MESSAGES.passwordMismatch }),
    userType: z.enum(USER_TYPES).default('buyer'),
    buyerType: z.enum(BUYER_TYPES, { error: AUTH_MESSAGES.buyerTypeRequired }).optional(),
    organizationName: optionalText,
    gst: optionalText.transform((v) => v?.toUpperCase()),
    aadhaar: optionalText.transform((v) => v?.replace(/\s/g, '')),
    acceptTerms: z.boolean().default(false),
    acceptPrivacy: z.boolean().default(false),
  })
  .superRefine((data, ctx) => {
    if (data.password !== data.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: AUTH_MESSAGES.passwordMismatch });
    }
    if (!data.acceptTerms || !data.acceptPrivacy) {
      ctx.addIssue({ code: 'custom', path: ['acceptTerms'], message: AUTH_MESSAGES.termsRequired });
    }
    if (data.userType === 'buyer') {
      if (!data.buyerType) {
        ctx.addIssue({ code: 'custom', path: ['buyerType'], message: AUTH_MESSAGES.buyerTypeRequired });
      } else if (data.buyerType !== 'individual' && !data.organizationName) {
        ctx.addIssue({ code: 'custom', path: ['organizationName'], message: AUTH_MESSAGES.organizationRequired });
      }
      const individual = data.buyerType === 'individual';
      if (individual && data.aadhaar && !AADHAAR_PATTERN.test(data.aadhaar)) {
        ctx.addIssue({ code: 'custom', path: ['aadhaar'], message: AUTH_MESSAGES.aadhaarInvalid });
      }
      if (!individual && data.gst && !GST_PATTERN.test(data.gst)) {
        ctx.addIssue({ code: 'custom', path: ['gst'], message: AUTH_MESSAGES.gstInvalid });
      }
    }
  })
  .transform((data) => {
    const individualBuyer = data.userType === 'buyer' && data.buyerType === 'individual';
    const organisationBuyer = data.userType === 'buyer' && data.buyerType !== 'individual';
    return {
      fullName: data.fullName,
      phone: data.phone,
      email: data.email.toLowerCase(),
      pan: data.pan,
      password: data.password,
      userType: data.userType,
      buyerType: data.userType === 'buyer' ? (data.buyerType ?? 'individual') : null,
      organizationName: organisationBuyer ? (data.organizationName ?? null) : null,
      gst: organisationBuyer ? (data.gst ?? null) : null,
      /** NOTE: only the last four digits of Aadhaar ever leave this schema (ARCHITECTURE §8). */
      aadhaarLast4: individualBuyer && data.aadhaar ? data.aadhaar.slice(-4) : null,
    };
  });
export type RegistrationInput = z.input<typeof RegistrationSchema>;
export type Registration = z.output<typeof RegistrationSchema>;

export const SignInSchema = z.object({
  email: trimmed(AUTH_MESSAGES.emailRequired).pipe(z.email(AUTH_MESSAGES.emailInvalid)),
  password: z.string().min(1, AUTH_MESSAGES.passwordRequired),
});
export type SignIn = z.infer<typeof SignInSchema>;

export const ResetPasswordSchema = z
  .object({
    password: z.string().min(PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordMin),
    confirmPassword: z.string(),
  })
  .refine((d) => d.password === d.confirmPassword, {
    path: ['confirmPassword'],
    message: AUTH_MESSAGES.passwordMismatch,
  });
