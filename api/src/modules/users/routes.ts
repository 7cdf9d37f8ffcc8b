import { Router, type RequestHandler } from 'express';
import { t } from '@crestline/contracts';
import { notFound } from '../../http/errors';
import { requestLocale } from '../../http/locale';
import { requireJson } from '../../http/validate';
import type { usersService } from './service';

export function usersRoutes(service: ReturnType<typeof usersService>, limits: { auth: RequestHandler }) {
  const router = Router();
  router.post('/users/register', limits.auth, requireJson, async (req, res) => {
    res.status(201).json(await service.register(requestLocale(req), req.body));
  });
  router.post('/users/login', limits.auth, requireJson, async (req, res) => {
    res.json(await service.login(requestLocale(req), req.body));
  });
  router.post('/users/forgot-password', limits.auth, requireJson, async (req, res) => {
    res.json(await service.forgotPassword(requestLocale(req), req.body));
  });
  router.get('/users/reset-password/:token', limits.auth, async (req, res) => {
    const user = await service.tokenOwner(String(req.params.token));
    if (!user) throw notFound(t(requestLocale(req), 'resetPassword.tokenInvalid'));
    res.json({ email: user.email });
  });
  router.patch('/users/reset-password/:token', limits.auth, requireJson, async (req, res) => {
    res.json(await service.resetPassword(requestLocale(req), String(req.params.token), req.body));
  });
  return router;
}
