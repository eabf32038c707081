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
  START_NOT_CREATOR: 'forbidden',
  START_NOT_IN_LOBBY: 'conflict',
  START_NO_HUMAN: 'conflict',
  START_TOO_FEW_SEATS: 'conflict',
  START_NOT_ALL_READY: 'conflict',
  LEAVE_NOT_MEMBER: 'forbidden',
  LEAVE_AI_SEAT: 'invalid',
  QUEUE_FULL: 'conflict',
  QUEUE_ALREADY_DRAFTED: 'conflict',
  QUEUE_WRONG_LEAGUE: 'invalid',
  QUEUE_NOT_QUEUED: 'missing',
};

export function draftAiRefusal(code: RefusalCode, params?: Record<string, string | number>): DraftAiRefusal {
  return { code, kind: KIND[code], message: fillMessage(draftAiMessages[code], params) };
}
