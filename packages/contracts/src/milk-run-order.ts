import { z } from 'zod';
import { storeDateText } from './time';

/**
 * Staff's move of one stop of the milk run (docs/product/rules.md#riders): the subscription
 * goes right after `after`, another subscription on the same sheet, or first when null.
 */
export const milkStopMoveSchema = z
  .object({
    subscriptionId: z.string().min(1).max(64),
    after: z.string().min(1).max(64).nullable(),
  })
  .refine((move) => move.after !== move.subscriptionId, {
    message: 'A stop cannot go after itself.',
    path: ['after'],
  });
export type MilkStopMove = z.infer<typeof milkStopMoveSchema>;

/** The server's words when a move is refused (404, docs/product/rules.md#riders). */
export const milkRunOrderMessages = {
  notOnSheet: (date: string): string =>
    `This subscription is not on the route sheet of ${storeDateText(date)}.`,
  afterNotOnSheet: (date: string): string =>
    `The stop to move it after is not on the route sheet of ${storeDateText(date)}.`,
};
