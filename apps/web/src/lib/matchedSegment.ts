import type { MatchingEndUser } from '@griot/contract/segments/segmentSchemas';

/**
 * The end-users the chatbot dashboard's conditions picked, handed from the conditions panel to the
 * broadcast panel: the conditions as sent to the API, their French summary, the first end-users
 * (at most 10,000) and how many match in all.
 */
export interface MatchedSegment {
  conditions: string;
  summary: string;
  endUsers: MatchingEndUser[];
  total: number;
}
