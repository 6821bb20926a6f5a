import { DurableObject } from 'cloudflare:workers';
import { openDatabase } from '#functions/db/client.ts';
import { retryingD1 } from '#functions/db/retrying-d1.ts';
import type { Env } from '#functions/env.ts';
import { writeMessageGroup, type MessageEntry, type MessageRow } from './write-message-group.ts';

/**
 * A group's size cap: two statements a message at most, well inside a batch's reach, and a
 * group's rows come back within one answer's size.
 */
export const MAX_MESSAGE_GROUP = 50;

/**
 * The row stored and how many went in its batch; or why it could not be stored, as an answer
 * rather than a thrown error, which the runtime would report as uncaught in this object too.
 */
export type AppendedMessage = { row: MessageRow; groupSize: number } | { failure: string };

type Waiting = { entry: MessageEntry; answer: (appended: AppendedMessage) => void };

/**
 * A batch refused because of one of its rows (a trigger's refusal, a person deleted meanwhile: D1
 * says SQLITE_CONSTRAINT for both): nothing of it was written, and the others may be written
 * alone. Any other failure (the network, a reset) may have left the batch written, so it is not
 * tried again: a message stored twice is worse than a send the person sees fail.
 */
const isRowRefusal = (error: unknown) => String(error).includes('SQLITE_CONSTRAINT');

/**
 * Group commit for chat messages (docs/decisions/078). One object per shard of conversations takes
 * the messages their senders hand over and writes them to D1 a group at a time: while one group's
 * batch is on its way, the messages arriving wait and go together in the next. At a quiet moment a
 * message goes alone at once; under load the D1 primary makes one transaction per group instead of
 * one per message.
 */
export class MessageLog extends DurableObject<Env> {
  readonly #waiting: Waiting[] = [];
  #writing = false;
  /** Locally the file has other writers (the e2e tests, the seed): SQLITE_BUSY is tried again, as for requests. */
  readonly #db = openDatabase(this.env.VITRINE_ENV === 'local' ? retryingD1(this.env.DB) : this.env.DB);

  append(entry: MessageEntry): Promise<AppendedMessage> {
    return new Promise((answer) => {
      this.#waiting.push({ entry, answer });
      if (!this.#writing) void this.#writeWhileWaiting();
    });
  }

  async #writeWhileWaiting(): Promise<void> {
    this.#writing = true;
    try {
      while (this.#waiting.length > 0) await this.#write(this.#waiting.splice(0, MAX_MESSAGE_GROUP));
    } finally {
      this.#writing = false;
    }
  }

  /** One batch for the group; if a row refuses it, each message alone, so one bad message fails only its sender. */
  async #write(group: Waiting[]): Promise<void> {
    try {
      const rows = await writeMessageGroup(
        this.#db,
        group.map((waiting) => waiting.entry),
      );
      group.forEach((waiting, index) => waiting.answer({ row: rows[index]!, groupSize: group.length }));
    } catch (error) {
      if (group.length === 1 || !isRowRefusal(error))
        return group.forEach((waiting) => waiting.answer({ failure: String(error) }));
      for (const waiting of group) await this.#write([waiting]);
    }
  }
}
