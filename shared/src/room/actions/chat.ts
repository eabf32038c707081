import type { ActionAnswer, ChatMessageDto } from '../dto';
import { defineAction } from '../action';
import { chatSchema } from '../schemas';
import { seatOf, withEffects, type Actor, type RoomEnv, type RoomState } from '../state';
import { cleanChatText } from '../rules/chat';
import { memberOnly, userOf } from './guards';

/** A message's id comes from the server (the client's own check passes any). */
export interface Identified {
  id: string;
}

export function message(state: RoomState, actor: Actor, env: RoomEnv, id: string, body: Pick<ChatMessageDto, 'kind' | 'text' | 'pickNumber' | 'fixtureId'>): ChatMessageDto {
  const userId = userOf(actor);
  return { id, roomId: state.id, userId, username: seatOf(state, userId)!.name, ...body, createdAt: new Date(env.now).toISOString() };
}

/** A chat line or reaction answers with itself, as its room's members receive it. */
export const sent = (after: RoomState): ChatMessageDto & ActionAnswer => {
  const effect = after.effects.find((e) => e.type === 'chat');
  if (effect?.type !== 'chat') throw new Error('a chat action without its line');
  return { ...effect.message };
};

/** The room chat: members only, plain text cleaned by the shared rule (the client shows it as text, never HTML). The room itself does not change. */
export const chat = defineAction({
  name: 'chat',
  schema: chatSchema,
  check(state, actor, input: { text: string } & Identified) {
    const cleaned = cleanChatText(input.text);
    return memberOnly(state, actor) ?? ('code' in cleaned ? cleaned : null);
  },
  apply(state, actor, input, env) {
    const { text } = cleanChatText(input.text) as { text: string };
    return withEffects(state, { type: 'chat', message: message(state, actor, env, input.id, { kind: 'chat', text, pickNumber: null, fixtureId: null }) });
  },
  answer: (_before, after) => sent(after),
});
