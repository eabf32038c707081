import { Router } from 'express';
import { answerWith, wording } from '@onbir/shared/messages/wording';
import { notificationSettingsSchema, pushEndpointSchema, pushSubscriptionSchema } from '@onbir/shared/notifications/schemas';
import type { AppContext } from '../../context';
import { badRequest, conflict, notFound } from '../../errors';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import { isPushServiceHost } from './pushSender';
import { deleteSubscription, recipients, saveSettings, saveSubscription } from './subscriptions.repo';

/**
 * /api/push (docs/notifications.md): the public VAPID key, this device's subscription (signed in) and the
 * account's switches. Only a browser push service's https address is kept: the server posts to it.
 */
export function notificationsRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireAuth(ctx);

  r.get('/key', (_req, res) => {
    res.json({ publicKey: ctx.notifier.vapid.publicKey });
  });

  r.post('/subscriptions', auth, async (req, res) => {
    const sub = validate(pushSubscriptionSchema, req.body);
    if (!isPushServiceHost(sub.endpoint, ctx.config.PUSH_SERVICE_HOSTS)) throw badRequest(wording('notifications', 'PUSH_ENDPOINT_HOST'), 'PUSH_ENDPOINT_HOST');
    if (!(await saveSubscription(ctx.db, currentUser(req).id, sub))) throw conflict(wording('notifications', 'PUSH_ENDPOINT_TAKEN'), 'PUSH_ENDPOINT_TAKEN');
    res.status(201).json(answerWith(wording('notifications', 'SUBSCRIBED')));
  });

  r.delete('/subscriptions', auth, async (req, res) => {
    const { endpoint } = validate(pushEndpointSchema, req.body);
    if (!(await deleteSubscription(ctx.db, currentUser(req).id, endpoint))) throw notFound(wording('notifications', 'PUSH_SUBSCRIPTION_NOT_FOUND'), 'PUSH_SUBSCRIPTION_NOT_FOUND');
    res.json(answerWith(wording('notifications', 'UNSUBSCRIBED')));
  });

  r.get('/settings', auth, async (req, res) => {
    const me = (await recipients(ctx.db, [currentUser(req).id])).get(currentUser(req).id);
    res.set('Cache-Control', 'no-store').json({ settings: me?.settings, devices: me?.subscriptions.length ?? 0 });
  });

  r.put('/settings', auth, async (req, res) => {
    const settings = await saveSettings(ctx.db, currentUser(req).id, validate(notificationSettingsSchema, req.body));
    res.json({ settings, ...answerWith(wording('notifications', 'SETTINGS_SAVED')) });
  });
  return r;
}
