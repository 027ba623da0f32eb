import type { ColumnType } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type Json<T> = ColumnType<T, string | undefined, string>;

/** Saved chat conversations (migrations/0530_chat_threads.sql): clinic rows under RLS, one owner each. */
export interface ChatThreadTable {
  clinic_id: string;
  id: string;
  user_id: string;
  title: string;
  messages: Json<unknown[]>;
  message_count: ColumnType<number, number | undefined, number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

declare module '../../platform/db/schema.js' {
  interface Database { chat_thread: ChatThreadTable }
}
