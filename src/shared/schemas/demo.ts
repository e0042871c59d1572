import { z } from 'zod';
import { defineMessages } from '../messages/define';

export const DemoUserSchema = z.object({ name: z.string(), email: z.string(), password: z.string() });
export type DemoUser = z.infer<typeof DemoUserSchema>;

export const DemoUsersResponseSchema = z.object({ users: z.array(DemoUserSchema), message: z.string() });
export type DemoUsersResponse = z.infer<typeof DemoUsersResponseSchema>;

export const DEMO_MESSAGES = defineMessages('demo', {
  ready: 'Demo users ready',
  reset: 'Demo users were deleted and created again',
  createFailed: 'Failed to create demo users',
  resetFailed: 'Failed to reset demo users',
  resetConfirm: 'This will delete and recreate all demo users. Continue?',
  /** The unauthenticated demo mailbox answers only the machine the server runs on (decision 011). */
  outboxLocalOnly: 'The demo mailbox opens only on the computer that runs Neelami: open the reset link from there.',
} as const);
