import { Router } from 'express';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { currentUser, requireAuth } from '../auth/requireAuth';
import { authRateLimit } from './rateLimit';
import {
  emailChangeBody,
  forgotPasswordBody,
  loginBody,
  registerBody,
  resetPasswordBody,
  tokenParams,
  updateProfileBody,
} from './users.schemas';
import * as service from './users.service';

/** /api/users: the calls of spec section 7, each answering exactly the fields listed there. */
export function usersRouter(ctx: AppContext): Router {
  const r = Router();
  const auth = requireAuth(ctx);

  r.post('/register', authRateLimit(ctx), async (req, res) => {
    res.status(201).json(await service.register(ctx, validate(registerBody, req.body)));
  });
  r.post('/login', authRateLimit(ctx), async (req, res) => {
    const { email, password } = validate(loginBody, req.body);
    res.json(await service.login(ctx, email, password));
  });
  r.post('/forgot-password', authRateLimit(ctx), async (req, res) => {
    res.json(await service.forgotPassword(ctx, validate(forgotPasswordBody, req.body).email));
  });
  r.put('/reset-password/:token', async (req, res) => {
    const { token } = validate(tokenParams, req.params);
    res.json(await service.resetPassword(ctx, token, validate(resetPasswordBody, req.body).password));
  });
  r.get('/profile', auth, async (req, res) => {
    res.json(await service.getProfile(ctx, currentUser(req).id));
  });
  r.put('/profile', auth, async (req, res) => {
    res.json(await service.updateProfile(ctx, currentUser(req).id, validate(updateProfileBody, req.body)));
  });
  r.post('/request-email-change', auth, async (req, res) => {
    res.json(await service.requestEmailChange(ctx, currentUser(req).id, validate(emailChangeBody, req.body).newEmail));
  });
  r.get('/confirm-email/:token', async (req, res) => {
    res.json(await service.confirmEmail(ctx, validate(tokenParams, req.params).token));
  });
  return r;
}
