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
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import * as draft from './draft.service';
import * as lobby from './lobby.service';
import { missingRoom } from './refusals';
import { loadRoomDto, loadRoomList } from './rooms.dto';

/** /api/rooms: the calls of spec section 7 plus start-draft and the player picker. Every call needs a token. */
export function roomsRouter(ctx: AppContext): Router {
  const r = Router();
  r.use(requireAuth(ctx));

  r.get('/', async (_req, res) => {
    res.json(await loadRoomList(ctx));
  });
  r.post('/create', async (req, res) => {
    const roomId = await lobby.createRoom(ctx, currentUser(req).id, validate(createRoomSchema, req.body));
    res.status(201).json({ message: 'Oda başarıyla oluşturuldu.', room: { _id: roomId } });
  });
  r.post('/join', async (req, res) => {
    const input = validate(joinRoomSchema, req.body);
    const { joined } = await lobby.joinRoom(ctx, currentUser(req).id, input);
    res.json({ message: joined ? 'Odaya katıldınız.' : 'Zaten bu odadasınız.', room: { _id: input.roomId } });
  });
  r.post('/kick-player', async (req, res) => {
    await lobby.kickPlayer(ctx, currentUser(req).id, validate(kickPlayerSchema, req.body));
    res.json({ message: 'Oyuncu odadan atıldı.' });
  });
  r.post('/ready', async (req, res) => {
    const { isReady } = await lobby.toggleReady(ctx, currentUser(req).id, validate(roomIdBodySchema, req.body).roomId);
    res.json({ message: isReady ? 'Hazırsınız.' : 'Hazır durumunuz kaldırıldı.', isReady });
  });
  r.post('/leave', async (req, res) => {
    await lobby.leaveRoom(ctx, currentUser(req).id, validate(roomIdBodySchema, req.body).roomId);
    res.json({ message: 'Odadan ayrıldınız.' });
  });
  r.get('/:roomId', async (req, res) => {
    const room = await loadRoomDto(ctx, validate(roomIdParamsSchema, req.params).roomId);
    if (!room) throw missingRoom();
    res.json(room);
  });
  r.post('/:roomId/start-draft', async (req, res) => {
    await lobby.startDraft(ctx, currentUser(req).id, validate(roomIdParamsSchema, req.params).roomId);
    res.json({ message: 'Draft başladı.' });
  });
  r.post('/:roomId/pick-player', async (req, res) => {
    const { roomId } = validate(roomIdParamsSchema, req.params);
    await draft.pickPlayer(ctx, currentUser(req).id, roomId, validate(pickPlayerSchema, req.body));
    res.json({ message: 'Oyuncu seçildi.' });
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
