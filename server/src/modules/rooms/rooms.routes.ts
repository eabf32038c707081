import { Router } from 'express';
import {
  availablePlayersQuerySchema,
  createRoomSchema,
  joinRoomSchema,
  kickPlayerSchema,
  pickPlayerSchema,
  roomIdBodySchema,
  roomIdParamsSchema,
  setFormationSchema,
} from '@onbir/shared/game/rooms';
import { autodraftSchema, chatSchema, fillWithAiSchema, pickQueueSchema, reactionSchema, unbanSchema } from '@onbir/shared/game/draftRoom';
import type { AppContext } from '../../context';
import { roomPasswordLimit } from '../../http/rateLimits';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import * as draft from './draft.service';
import * as lobby from './lobby.service';
import * as queue from './queue.service';
import * as chat from './roomChat.service';
import { loadRoomList } from './rooms.dto';
import { roomForViewer, roomSummary } from './roomView.service';
import * as seats from './seats.service';

/** /api/rooms: the calls of spec section 7 plus start-draft and the player picker. Every call needs a token. */
export function roomsRouter(ctx: AppContext): Router {
  const r = Router();
  r.use(requireAuth(ctx));
  // Creating or joining with a password hashes it: limited per account (docs/security.md item 4).
  const passwordLimit = roomPasswordLimit(ctx);
  const roomOf = (req: { params: unknown }) => validate(roomIdParamsSchema, req.params).roomId;

  r.get('/', async (_req, res) => {
    res.json(await loadRoomList(ctx));
  });
  r.post('/create', passwordLimit, async (req, res) => {
    const roomId = await lobby.createRoom(ctx, currentUser(req).id, validate(createRoomSchema, req.body));
    res.status(201).json({ message: 'Oda başarıyla oluşturuldu.', room: { _id: roomId } });
  });
  r.post('/join', passwordLimit, async (req, res) => {
    const input = validate(joinRoomSchema, req.body);
    const { joined } = await lobby.joinRoom(ctx, currentUser(req).id, input);
    res.json({ message: joined ? 'Odaya katıldınız.' : 'Zaten bu odadasınız.', room: { _id: input.roomId } });
  });
  r.post('/kick-player', async (req, res) => {
    await seats.kickPlayer(ctx, currentUser(req).id, validate(kickPlayerSchema, req.body));
    res.json({ message: 'Oyuncu odadan atıldı.' });
  });
  r.post('/ready', async (req, res) => {
    const { isReady } = await lobby.toggleReady(ctx, currentUser(req).id, validate(roomIdBodySchema, req.body).roomId);
    res.json({ message: isReady ? 'Hazırsınız.' : 'Hazır durumunuz kaldırıldı.', isReady });
  });
  r.post('/leave', async (req, res) => {
    await seats.leaveRoom(ctx, currentUser(req).id, validate(roomIdBodySchema, req.body).roomId);
    res.json({ message: 'Odadan ayrıldınız.' });
  });
  r.get('/:roomId', async (req, res) => {
    res.json(await roomForViewer(ctx, currentUser(req).id, roomOf(req)));
  });
  r.get('/:roomId/summary', async (req, res) => {
    res.json(await roomSummary(ctx, currentUser(req).id, roomOf(req)));
  });
  r.post('/:roomId/fill-ai', async (req, res) => {
    await seats.fillWithAi(ctx, currentUser(req).id, roomOf(req), validate(fillWithAiSchema, req.body ?? {}));
    res.json({ message: 'Boş koltuklara yapay zekâ menajerleri oturdu.' });
  });
  r.post('/:roomId/unban', async (req, res) => {
    await seats.unbanPlayer(ctx, currentUser(req).id, roomOf(req), validate(unbanSchema, req.body).playerId);
    res.json({ message: 'Engel kaldırıldı; oyuncu odaya tekrar katılabilir.' });
  });
  r.get('/:roomId/queue', async (req, res) => {
    res.json(await queue.getQueue(ctx, currentUser(req).id, roomOf(req)));
  });
  r.put('/:roomId/queue', async (req, res) => {
    res.json(await queue.putQueue(ctx, currentUser(req).id, roomOf(req), validate(pickQueueSchema, req.body).playerIds));
  });
  r.post('/:roomId/autodraft', async (req, res) => {
    const { on } = validate(autodraftSchema, req.body);
    await queue.setAutodraft(ctx, currentUser(req).id, roomOf(req), on);
    res.json({ message: on ? 'Otomatik seç açık.' : 'Otomatik seç kapalı.', on });
  });
  r.get('/:roomId/chat', async (req, res) => {
    res.json(await chat.chatHistory(ctx, currentUser(req).id, roomOf(req)));
  });
  r.post('/:roomId/chat', async (req, res) => {
    res.status(201).json(await chat.sendChat(ctx, currentUser(req).id, roomOf(req), validate(chatSchema, req.body).text));
  });
  r.post('/:roomId/react', async (req, res) => {
    const { pickNumber, reaction } = validate(reactionSchema, req.body);
    res.status(201).json(await chat.react(ctx, currentUser(req).id, roomOf(req), pickNumber, reaction));
  });
  r.post('/:roomId/start-draft', async (req, res) => {
    await lobby.startDraft(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId);
    res.json({ message: 'Draft başladı.' });
  });
  r.post('/:roomId/pick-player', async (req, res) => {
    const { roomId } = validate(roomIdParamsSchema, req.params);
    res.json(await draft.pickPlayer(ctx, currentUser(req).id, roomId, validate(pickPlayerSchema, req.body)));
  });
  r.post('/:roomId/set-formation', async (req, res) => {
    const { roomId } = validate(roomIdParamsSchema, req.params);
    await lobby.setFormation(ctx, currentUser(req).id, roomId, validate(setFormationSchema, req.body).formation);
    res.json({ message: 'Diziliş kaydedildi.' });
  });
  r.get('/:roomId/available-players', async (req, res) => {
    const { roomId } = validate(roomIdParamsSchema, req.params);
    res.json(await draft.availablePlayers(ctx, currentUser(req).id, roomId, validate(availablePlayersQuerySchema, req.query)));
  });
  return r;
}
