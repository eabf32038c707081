import type { z } from 'zod';
import { laserSchema, LIVE_NAMESPACE, liveOpSchema, presentSchema, watchSchema } from '@onbir/shared/presenter/protocol';
import type { Response } from '@onbir/shared/realtime/events';
import { liveRefusal } from '@onbir/shared/presenter/state';
import { turkishText } from '@onbir/shared/messages/refusal';
import type { AppContext } from '../../context';
import { clientSourceOf, trustProxyOf } from '../../http/clientAddress';
import { isLiveRequest } from '../../realtime/socketBudgets';
import { LiveHub, refusedAck } from './liveHub';
import type { LiveNamespace } from './liveTypes';

const bad = (): Response<never> => refusedAck(liveRefusal('LIVE_BAD_REQUEST'));

/** Runs `fn` on a valid request, answers a bad one; an ack that is not a function is a client that wants no answer. */
function handle<S extends z.ZodType, R>(schema: S, fn: (req: z.infer<S>) => R | Promise<R>, ack: unknown) {
  const reply = typeof ack === 'function' ? (ack as (r: unknown) => void) : () => undefined;
  return (raw: unknown) => {
    const parsed = schema.safeParse(raw);
    if (!parsed.success) return reply(bad());
    void Promise.resolve(fn(parsed.data)).then(reply);
  };
}

/**
 * The live board sessions ("Canlı sunum") on the namespace /live: no sign-in. A connection must carry
 * the live mark (its own per-address budget, realtime/socketBudgets.ts); everything else is the hub's.
 */
export function liveSockets(ctx: AppContext): LiveHub {
  const nsp = ctx.io!.of(LIVE_NAMESPACE) as unknown as LiveNamespace;
  const hub = new LiveHub(nsp, ctx.config, ctx.instanceId, Boolean(ctx.redis), ctx.log);
  const trust = trustProxyOf(ctx.config);

  nsp.use((socket, next) => (isLiveRequest(socket.request) ? next() : next(new Error(turkishText(liveRefusal('LIVE_BAD_REQUEST'))))));
  nsp.on('connection', (socket) => {
    socket.data = {};
    socket.on('live:start', (ack) => {
      if (typeof ack === 'function') ack(hub.start(socket, clientSourceOf(socket.request, trust)));
    });
    socket.on('live:present', (req, ack) => handle(presentSchema, (r) => hub.present(socket, r.code, r.token), ack)(req));
    socket.on('live:op', (op, ack) => handle(liveOpSchema, (o) => hub.op(socket, o), ack)(op));
    socket.on('live:laser', (laser) => handle(laserSchema, (l) => hub.laser(socket, l), undefined)(laser));
    socket.on('live:end', (ack) => {
      if (typeof ack === 'function') ack(hub.end(socket));
    });
    socket.on('live:watch', (req, ack) => handle(watchSchema, (r) => hub.watch(socket, r.code, clientSourceOf(socket.request, trust)), ack)(req));
    socket.on('disconnect', (reason) => hub.disconnected(socket, reason === 'client namespace disconnect'));
  });

  if (ctx.redis) {
    nsp.on('live:open', (e) => hub.adopt(e));
    nsp.on('live:op', (code, op, seq) => hub.relayed(code, op, seq));
    nsp.on('live:count', (code, instance, n) => hub.counted(code, instance, n));
    nsp.on('live:presenter', (code, instance) => hub.presenterMoved(code, instance));
    nsp.on('live:end', (code, reason) => hub.endSession(code, reason === 'expired' ? 'expired' : 'ended', false));
    nsp.on('live:sync', (code, ack) => ack(hub.exported(code)));
  }

  const sweep = setInterval(() => hub.sweep(), Math.min(15_000, Math.max(100, Math.min(ctx.config.LIVE_IDLE_MS, ctx.config.LIVE_PRESENTER_GRACE_MS) / 4)));
  sweep.unref();
  ctx.onClose(() => {
    clearInterval(sweep);
    hub.close();
  });
  return hub;
}
