import { Router } from 'express';
import type { AppContext } from '../../context';
import { validate } from '../../http/validate';
import { perAddressLimit } from '../../http/rateLimits';
import { contactBody } from './contact.schemas';
import { submitContact } from './contact.service';

export function contactRouter(ctx: AppContext): Router {
  const r = Router();
  // The public form is a spam target: same per-address limit as the account forms.
  r.post('/', perAddressLimit(ctx, 'contact'), async (req, res) => {
    res.json(await submitContact(ctx, validate(contactBody, req.body), req.locale ?? 'tr'));
  });
  return r;
}
