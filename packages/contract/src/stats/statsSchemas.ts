import { z } from 'zod';

export const popularChatbotSchema = z.object({
  idbot: z.string(),
  bot_name: z.string(),
  total_discussions: z.number().int(),
  total_users: z.number().int(),
});

export const lastDiscussionSchema = z.object({
  idbot: z.string(),
  user_phone_number: z.string(),
  user_full_name: z.string(),
  bot_name: z.string(),
  update_date: z.string(),
  number_of_discussions: z.number().int(),
});

/** The home screen's figures, all computed from the database. */
export const statsSchema = z.object({
  chatbotCount: z.number().int(),
  chatbotActive: z.number().int(),
  userCount: z.number().int(),
  discussionCount: z.number().int(),
  monthlyMessages: z.number().int(),
  fourMostPopularChatbot: z.array(popularChatbotSchema),
  fourLastDiscussions: z.array(lastDiscussionSchema),
  /** Messages received over the last 6 months, oldest first: the monthly card's bars. */
  messagesByMonth: z.array(z.object({ month: z.string(), messages: z.number().int() })),
});
export type Stats = z.infer<typeof statsSchema>;
