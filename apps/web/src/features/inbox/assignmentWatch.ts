/**
 * Which conversations are assigned to me, to tell a new assignment from a message in one already
 * mine: the live stream says who a conversation's assignee is after each change, not what changed.
 * Seeded from the 'À moi' view when the stream (re)opens; until then nothing counts as new (a
 * notification for every conversation already mine would be noise).
 */
export class AssignmentWatch {
  private mine: Set<string> | null = null;

  /** The conversations assigned to me when the stream opened. */
  seed(ids: Iterable<string>): void {
    this.mine = new Set(ids);
  }

  /** Forget the seed: the stream closed, events may be missed until it is seeded again. */
  reset(): void {
    this.mine = null;
  }

  /** Records a change; true when it newly assigns the conversation to `me`. */
  observe(id: string, assigneeId: string | null, me: string | undefined): boolean {
    if (!this.mine || !me) return false;
    if (assigneeId !== me) {
      this.mine.delete(id);
      return false;
    }
    if (this.mine.has(id)) return false;
    this.mine.add(id);
    return true;
  }
}
