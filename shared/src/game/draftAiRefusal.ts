import { draftAiMessages, type DraftAiCode } from '../messages/draftAi';
import { fillMessage } from '../messages/fill';
import type { RefusalKind } from './refusal';

/** A refusal of an AI-seat, start or queue rule: compare `code`, show `message`; `kind` gives the HTTP status (REFUSAL_STATUS). */
export interface DraftAiRefusal {
  code: DraftAiCode;
  kind: RefusalKind;
  message: string;
}

type RefusalCode = Exclude<DraftAiCode, `NOTICE_${string}`>;

const KIND: Record<RefusalCode, RefusalKind> = {
  FILL_NOT_CREATOR: 'forbidden',
  FILL_AFTER_START: 'conflict',
  FILL_NO_EMPTY_SEAT: 'conflict',
  START_TOO_FEW_SEATS: 'conflict',
  AI_SEAT_AFTER_START: 'conflict',
  QUEUE_FULL: 'conflict',
  QUEUE_NOT_QUEUED: 'missing',
};

export function draftAiRefusal(code: RefusalCode, params?: Record<string, string | number>): DraftAiRefusal {
  return { code, kind: KIND[code], message: fillMessage(draftAiMessages[code], params) };
}
