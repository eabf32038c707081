import { Router } from 'express';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { perAddressLimit, perUserLimit } from '../../http/rateLimits';
import { currentUser, requireAuth } from '../auth/requireAuth';
import { readDevice, setDevice } from '../auth/deviceCookie';
import {
  emailChangeBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  tokenParams,
  languageBody,
  updateProfileBody,
} from './users.schemas';
import * as service from './users.service';
import * as emailChange from './emailChange.service';

/**
 * /api/users: the calls of docs/accounts.md, 'API', each answering exactly the fields listed there, plus
 * logout-all and cancel-email-change (docs/security.md). Every call that hashes a password or mails is
 * rate-limited: per address before login, per account after.
 */
export function usersRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireAuth(ctx);
  // A profile edit that touches no password hashes nothing and is not counted.
  const passwordChangeLimit = perUserLimit(ctx, 'password-change', (req) => (req.body as { password?: unknown } | undefined)?.password === undefined);

  r.post('/register', perAddressLimit(ctx, 'register'), async (req, res) => {
    res.status(201).json(await service.register(ctx, validate(registerBody, req.body)));
  });
  r.post('/login', perAddressLimit(ctx, 'login'), async (req, res) => {
    const { email, password } = validate(loginBody, req.body);
    const { answer, account } = await service.login(ctx, email, password, readDevice(ctx.config, req));
    setDevice(ctx.config, req, res, account.id, account.tokenVersion);
    res.json(answer);
  });
  r.post('/forgot-password', perAddressLimit(ctx, 'forgot-password'), async (req, res) => {
    res.json(await service.forgotPassword(ctx, validate(forgotPasswordBody, req.body).email, req.locale ?? 'tr'));
  });
  r.put('/reset-password/:token', perAddressLimit(ctx, 'reset-password'), async (req, res) => {
    const { token } = validate(tokenParams, req.params);
    res.json(await service.resetPassword(ctx, token, validate(resetPasswordBody, req.body).password));
  });
  r.get('/profile', auth, async (req, res) => {
    res.json(await service.getProfile(ctx, currentUser(req).id));
  });
  r.put('/profile', auth, passwordChangeLimit, async (req, res) => {
    res.json(await service.updateProfile(ctx, currentUser(req).id, validate(updateProfileBody, req.body)));
  });
  r.put('/language', auth, async (req, res) => {
    res.json(await service.setLanguage(ctx, currentUser(req).id, validate(languageBody, req.body).language));
  });
  r.post('/logout-all', auth, async (req, res) => {
    res.json(await service.logoutEverywhere(ctx, currentUser(req).id));
  });
  r.post('/request-email-change', auth, perUserLimit(ctx, 'email-change'), async (req, res) => {
    const { newEmail, currentPassword } = validate(emailChangeBody, req.body);
    res.json(await emailChange.requestEmailChange(ctx, currentUser(req).id, newEmail, currentPassword, req.locale ?? 'tr'));
  });
  r.get('/confirm-email/:token', async (req, res) => {
    res.json(await emailChange.confirmEmail(ctx, validate(tokenParams, req.params).token));
  });
  r.post('/cancel-email-change/:token', perAddressLimit(ctx, 'cancel-email-change'), async (req, res) => {
    res.json(await emailChange.cancelEmailChange(ctx, validate(tokenParams, req.params).token));
  });
  return r;
}
