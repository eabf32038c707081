import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { AnyOp, Laser, LiveOp, LiveSnapshot } from '@onbir/shared/presenter/protocol';
import type { Response } from '@onbir/shared/realtime/events';
import { applyOp, liveRefusal, snapshotOf } from '@onbir/shared/presenter/state';
import { isRefusal, turkishText, type Refusal } from '@onbir/shared/messages/refusal';
import type { PresenterCode } from '@onbir/shared/messages/presenter';
import type { Config } from '../../config';
import type { Logger } from '../../logger';
import { LiveSessions, type Session, type SessionExport, type SessionLimits, type SessionSource } from './liveSessions';
import { releaseViewers, roomOf, type LiveNamespace, type LiveSocket } from './liveTypes';
import { PresenterBudgets } from './presenterBudgets';
import { SessionSync } from './sessionSync';
import { ViewerCounts } from './viewerCounts';
import { ViewerSources, type ViewerSource } from './viewerSources';

type HubConfig = Pick<Config, keyof SessionLimits | 'LIVE_OPS_PER_SECOND' | 'LIVE_BOARD_BYTES_PER_10S' | 'LIVE_STILL_BYTES_PER_10S' | 'LIVE_VIEWERS_PER_ADDRESS' | 'LIVE_VIEWERS_PER_SUBNET'>;
/** A live session's refusal as an acknowledgement: its code and values, its Turkish text (worded in the socket's language: realtime/socketLocale.ts). */
export const refusedAck = (r: Refusal<PresenterCode>): Response<never> => ({ ok: false, ...r, message: turkishText(r) });
const refused = refusedAck;

/**
 * The live sessions of this process and the one order every action takes: the request was validated by
 * the socket handler; the sender is the session's presenter (holds its token) or a viewer; the action is
 * allowed now (the presenter's budgets); the rule passes (state.ts applyOp); the state is written; the
 * change is published to this process's viewers and relayed to the other processes, which apply it to
 * their own copy and publish it to theirs.
 */
export class LiveHub {
  readonly sessions: LiveSessions;
  /** The presenter's socket on this process, by session. */
  private presenters = new Map<string, string>();
  private counts: ViewerCounts;
  private sources: ViewerSources;
  private budgets: PresenterBudgets;
  private watches = new RateLimiterMemory({ points: 5, duration: 10 });
  private lastNotice = new Map<string, number>();
  private sync: SessionSync;

  constructor(
    private nsp: LiveNamespace,
    private c: HubConfig,
    private instance: string,
    private relay: boolean,
    private log: Logger,
    private clock: () => number = Date.now,
  ) {
    this.sessions = new LiveSessions(c, clock);
    this.budgets = new PresenterBudgets(c);
    this.counts = new ViewerCounts(instance, (code, local) => this.tellCount(code, local));
    this.sources = new ViewerSources(c);
    this.sync = new SessionSync(nsp, this.sessions, relay, log);
  }

  private now() {
    return this.clock();
  }

  // ——— the presenter ———

  start(socket: LiveSocket, source: SessionSource): Response<{ code: string; token: string; stillChars: number }> {
    if (socket.data.role) return refused(liveRefusal('LIVE_BAD_REQUEST'));
    const made = this.sessions.create(source);
    if (isRefusal(made)) return refused(made);
    const { session, token } = made;
    this.bindPresenter(socket, session.code);
    if (this.relay) this.nsp.serverSideEmit('live:open', this.sessions.export(session));
    this.log.info({ code: session.code }, 'live session started');
    return { ok: true, code: session.code, token, stillChars: this.c.LIVE_MAX_STILL_BYTES };
  }

  /** The presenter comes back (a reconnect, possibly to another process) with its token. */
  async present(socket: LiveSocket, code: string, token: string): Promise<Response<{ viewers: number }>> {
    const session = this.sessions.get(code) ?? (await this.sync.fetch(code));
    if (!session) return refused(liveRefusal('LIVE_NOT_FOUND'));
    if (!this.sessions.isPresenter(session, token)) return refused(liveRefusal('LIVE_NOT_PRESENTER'));
    if (socket.data.role === 'viewer') this.leaveAsViewer(socket);
    this.bindPresenter(socket, code);
    if (this.relay) this.nsp.serverSideEmit('live:presenter', code, this.instance);
    this.publish(session, { k: 'presence', on: true });
    return { ok: true, viewers: this.sessions.viewerCount(session) };
  }

  private bindPresenter(socket: LiveSocket, code: string) {
    const old = this.presenters.get(code);
    if (old && old !== socket.id) this.dropPresenter(old, code);
    this.presenters.set(code, socket.id);
    socket.data = { code, role: 'presenter' };
  }

  private dropPresenter(socketId: string, code: string) {
    const old = this.nsp.sockets.get(socketId);
    if (old) {
      old.data = {};
      old.emit('live:notice', liveRefusal('LIVE_PRESENTER_ELSEWHERE'));
    }
    if (this.presenters.get(code) === socketId) this.presenters.delete(code);
  }

  private presenting(socket: LiveSocket): Session | Refusal<PresenterCode> {
    const code = socket.data.code;
    const session = code ? this.sessions.get(code) : undefined;
    if (!code || socket.data.role !== 'presenter' || this.presenters.get(code) !== socket.id) return liveRefusal('LIVE_NOT_PRESENTER');
    return session ?? liveRefusal('LIVE_NOT_FOUND');
  }

  async op(socket: LiveSocket, op: LiveOp): Promise<Response> {
    const session = this.presenting(socket);
    if (isRefusal(session)) return refused(session);
    const over = await this.budgets.allowed(session.code, op.k === 'board' || op.k === 'still' ? { kind: op.k, chars: op.data.length } : null);
    if (over) return refused(this.noticeOnce(socket, over));
    // The session may have ended while the budgets were checked.
    if (this.sessions.get(session.code) !== session) return refused(liveRefusal('LIVE_NOT_FOUND'));
    const r = this.publish(session, op);
    return r ? refused(r) : { ok: true };
  }

  async laser(socket: LiveSocket, laser: Laser): Promise<void> {
    const session = this.presenting(socket);
    if (isRefusal(session)) return;
    const over = await this.budgets.allowed(session.code, null);
    if (over) return void this.noticeOnce(socket, over);
    this.sessions.touch(session);
    // Through the adapter to every process's viewers; a viewer that cannot keep up misses a stroke, never a board.
    this.nsp.to(roomOf(session.code)).volatile.emit('live:laser', laser);
  }

  end(socket: LiveSocket): Response {
    const session = this.presenting(socket);
    if (isRefusal(session)) return refused(session);
    this.endSession(session.code, 'ended');
    return { ok: true };
  }

  /** The end sent by a page that is closing (a beacon, not its socket): the token says it is the presenter. */
  async endWithToken(code: string, token: string): Promise<Refusal<PresenterCode> | null> {
    const session = this.sessions.get(code) ?? (await this.sync.fetch(code));
    if (!session) return liveRefusal('LIVE_NOT_FOUND');
    if (!this.sessions.isPresenter(session, token)) return liveRefusal('LIVE_NOT_PRESENTER');
    this.endSession(code, 'ended');
    return null;
  }

  /** A refusal told once a second at most (a flood of moves would otherwise get a flood of notices). */
  private noticeOnce(socket: LiveSocket, r: Refusal<PresenterCode>): Refusal<PresenterCode> {
    const last = this.lastNotice.get(socket.id) ?? 0;
    if (this.now() - last > 1000) {
      this.lastNotice.set(socket.id, this.now());
      socket.emit('live:notice', r);
    }
    return r;
  }

  /** Applies an op here, publishes the patch to this process's viewers and relays the op to the others. */
  private publish(session: Session, op: AnyOp): Refusal<PresenterCode> | null {
    const r = this.applyHere(session, op);
    if (isRefusal(r)) return r;
    if (this.relay) this.nsp.serverSideEmit('live:op', session.code, op, session.state.seq);
    return null;
  }

  private applyHere(session: Session, op: AnyOp): Refusal<PresenterCode> | true {
    const r = applyOp(session.state, op, this.now(), { board: this.c.LIVE_MAX_BOARD_BYTES, still: this.c.LIVE_MAX_STILL_BYTES });
    if (isRefusal(r)) return r;
    session.state = r.state;
    if (op.k !== 'presence') this.sessions.touch(session);
    else session.awaySince = op.on ? undefined : (session.awaySince ?? this.now());
    if (r.patch) this.nsp.local.to(roomOf(session.code)).emit('live:patch', r.patch);
    return true;
  }

  // ——— viewers ———

  async watch(socket: LiveSocket, code: string, source: ViewerSource): Promise<Response<{ snapshot: LiveSnapshot }>> {
    try {
      await this.watches.consume(socket.id);
    } catch {
      return refused(liveRefusal('LIVE_TOO_FAST'));
    }
    if (socket.data.role === 'presenter') return refused(liveRefusal('LIVE_BAD_REQUEST'));
    const session = this.sessions.get(code) ?? (await this.sync.fetch(code));
    if (!session || !socket.connected) return refused(liveRefusal('LIVE_NOT_FOUND'));
    if (socket.data.code !== code) {
      if (this.sessions.viewerCount(session) >= this.c.LIVE_MAX_VIEWERS) return refused(liveRefusal('LIVE_FULL', { max: this.c.LIVE_MAX_VIEWERS }));
      if (socket.data.code) this.leaveAsViewer(socket);
      const full = this.sources.admit(socket.id, code, source);
      if (full) return refused(full);
      // Joined before the snapshot is taken: every later patch reaches this socket.
      void socket.join(roomOf(code));
      socket.data = { code, role: 'viewer' };
      this.counts.change(session, 1);
    }
    return { ok: true, snapshot: snapshotOf(code, session.state, this.sessions.viewerCount(session), this.now()) };
  }

  private leaveAsViewer(socket: LiveSocket) {
    const code = socket.data.code!;
    void socket.leave(roomOf(code));
    this.sources.release(socket.id);
    socket.data = {};
    const session = this.sessions.get(code);
    if (session) this.counts.change(session, -1);
  }

  /** A presenter's page that disconnects on purpose (its token goes with it) ends the session; a dropped one has the grace. */
  disconnected(socket: LiveSocket, onPurpose = false) {
    this.watches.delete(socket.id).catch(() => undefined);
    this.lastNotice.delete(socket.id);
    const { code, role } = socket.data;
    if (!code) return;
    const session = this.sessions.get(code);
    this.sources.release(socket.id);
    if (role === 'viewer' && session) this.counts.change(session, -1);
    if (role === 'presenter' && this.presenters.get(code) === socket.id) {
      if (onPurpose) return this.endSession(code, 'ended');
      this.presenters.delete(code);
      if (session) this.publish(session, { k: 'presence', on: false });
    }
  }

  /** The total to this process's viewers and presenter, and this process's own count to the others when it changed. */
  private tellCount(code: string, local: number | null) {
    const session = this.sessions.get(code);
    if (!session) return;
    if (local !== null && this.relay) this.nsp.serverSideEmit('live:count', code, this.instance, local);
    const total = this.sessions.viewerCount(session);
    this.nsp.local.to(roomOf(code)).emit('live:viewers', total);
    const presenter = this.presenters.get(code);
    if (presenter) this.nsp.sockets.get(presenter)?.emit('live:viewers', total);
  }

  // ——— the end ———

  endSession(code: string, reason: 'ended' | 'expired', relay = true) {
    const session = this.sessions.remove(code);
    if (!session) return;
    const message = turkishText(liveRefusal(reason === 'ended' ? 'LIVE_ENDED' : 'LIVE_EXPIRED'));
    const ended = { code, reason, message, board: session.state.board?.data ?? null };
    const room = roomOf(code);
    this.nsp.local.to(room).emit('live:ended', ended);
    const presenter = this.presenters.get(code);
    const presenterSocket = presenter ? this.nsp.sockets.get(presenter) : undefined;
    if (presenterSocket) {
      presenterSocket.emit('live:ended', ended);
      presenterSocket.data = {};
    }
    releaseViewers(this.nsp, code);
    this.nsp.local.in(room).socketsLeave(room);
    this.presenters.delete(code);
    this.counts.forget(code);
    this.sources.forget(code);
    this.budgets.forget(code);
    if (relay && this.relay) this.nsp.serverSideEmit('live:end', code, reason);
    this.log.info({ code, reason }, 'live session ended');
  }

  /** Ends the sessions idle for longer than LIVE_IDLE_MS or without their presenter for LIVE_PRESENTER_GRACE_MS, everywhere. */
  sweep() {
    for (const s of this.sessions.expired()) this.endSession(s.code, 'expired');
  }

  // ——— from the other processes ———

  adopt(e: SessionExport) {
    this.sessions.adopt(e);
  }

  /** An op the presenter's process applied: the same op here; a copy out of step is fetched again. */
  relayed(code: string, op: AnyOp, seq: number) {
    const session = this.sessions.get(code);
    if (!session) return;
    const r = this.applyHere(session, op);
    if (isRefusal(r) || session.state.seq !== seq) void this.resync(code);
  }

  counted(code: string, instance: string, viewers: number) {
    const session = this.sessions.get(code);
    if (session) this.counts.heard(session, instance, viewers);
  }

  presenterMoved(code: string, instance: string) {
    if (instance === this.instance) return;
    const local = this.presenters.get(code);
    if (local) this.dropPresenter(local, code);
  }

  exported(code: string): SessionExport | null {
    const s = this.sessions.get(code);
    return s ? this.sessions.export(s) : null;
  }

  private async resync(code: string) {
    this.sessions.remove(code);
    const session = await this.sync.fetch(code);
    if (session) this.nsp.local.to(roomOf(code)).emit('live:state', snapshotOf(code, session.state, this.sessions.viewerCount(session), this.now()));
  }

  close() {
    this.counts.close();
  }
}
