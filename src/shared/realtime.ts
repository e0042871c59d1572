/**
 * The WebSocket protocol of `/api/realtime` (ARCHITECTURE §6, contract): everything in
 * realtime-protocol.ts, plus the zod schemas the server checks client messages with.
 *
 * NOTE: web code on a page's first load imports realtime-protocol.ts instead, which has no zod.
 */
import { z } from 'zod';
import { isTopic, type Topic } from './realtime-protocol';

export * from './realtime-protocol';

// ------------------------------------------------------------------ client -> server
export const TopicSchema = z.string().refine(isTopic, 'Unknown topic') as unknown as z.ZodType<Topic>;

export const ClientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('subscribe'), topic: TopicSchema }),
  z.object({ type: z.literal('unsubscribe'), topic: TopicSchema }),
  /** Application-level heartbeat: browsers cannot see WebSocket pings. */
  z.object({ type: z.literal('ping'), id: z.number().optional() }),
]);
export type ClientMessage = z.infer<typeof ClientMessageSchema>;
