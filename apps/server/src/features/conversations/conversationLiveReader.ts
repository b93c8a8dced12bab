import type { Database } from '@griot/db/openDatabase';
import type { LiveReader } from '../../runtime/liveHub';
import { conversationsByEndUser, messagesBySeq, toChatMessage } from './conversationQueries';

/** What the runtime's live hub carries to the screens: messages and summaries as they show them. */
export function conversationLiveReader(db: Database): LiveReader {
  return {
    async messages(chatbotId, seqs) {
      const rows = await messagesBySeq(db, chatbotId, seqs);
      return rows.map((row) => ({
        usertel: row.usertel,
        end_user_id: row.end_user_id,
        message: toChatMessage(row),
      }));
    },
    conversations: (endUserIds) => conversationsByEndUser(db, endUserIds),
  };
}
