import { z } from 'zod';

/** What every element carries (the spec's envelope): its id and the id of the element before it. */
export const elementEnvelope = {
  id_element: z.string().max(200).optional(),
  id_previous: z.string().max(200).nullable().optional(),
};
