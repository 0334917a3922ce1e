import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { CreationLimits } from '../../lib/creation-limits.ts';
import type { RateLimits } from '../../lib/rate-limiter.ts';
import type { GameGateway } from '../game/index.ts';
import type { MailOutbox } from '../mail/index.ts';
import type { AccountDeps } from './deps.ts';
import { accountRateLimits, passwordLimit, secondFactorLimit } from './rate-limits.ts';
import type { TwoFactorService } from './two-factor.ts';
import { afterSignIn } from './sign-in-effects.ts';
import { createAccountDeletion } from './account-deletion.ts';
import { createGameSignIn } from './game-sign-in.ts';
import { loginRoutes } from './login-routes.ts';
import { registerRoutes } from './register-routes.ts';
import { passwordRoutes } from './password-routes.ts';
import { emailChangeRoutes } from './email-change-routes.ts';
import { securityRoutes } from './security-routes.ts';
import { gameSignInRoutes } from './game-sign-in-routes.ts';
import { avatarRoutes } from './avatar-routes.ts';
import { dataRightsRoutes } from './data-rights-routes.ts';

export interface AccountModuleOptions {
  config: Config;
  db: Database;
  clock: () => Date;
  mail: MailOutbox;
  game: GameGateway;
  /** Built by the app: the authentication plugin asks it too (staff second factor). */
  twoFactor: TwoFactorService;
  rateLimits: RateLimits;
  limits: CreationLimits;
}

/** The account module's routes: sign-up, login, passwords, e-mail, security, avatar, data rights. */
export const accountModule: FastifyPluginAsync<AccountModuleOptions> = async (app, options) => {
  const { config, db, clock, mail, twoFactor, rateLimits } = options;
  const scale = config.RATE_LIMIT_SCALE;
  const deps: AccountDeps = {
    db,
    game: options.game,
    mail,
    clock,
    productName: config.PRODUCT_NAME,
    publicUrl: config.publicUrl,
    twoFactor,
    secondFactorLimit: secondFactorLimit(rateLimits, scale),
    passwordLimit: passwordLimit(rateLimits, scale),
  };
  const routes = {
    deps,
    limits: accountRateLimits(rateLimits, scale),
    secureCookies: config.publicUrl.startsWith('https://'),
  };
  await app.register(loginRoutes, routes);
  await app.register(registerRoutes, routes);
  await app.register(passwordRoutes, routes);
  await app.register(emailChangeRoutes, routes);
  await app.register(securityRoutes, { db, twoFactor, clock, rateLimits, rateLimitScale: scale });
  await app.register(gameSignInRoutes, {
    db,
    gameSignIn: createGameSignIn({
      db,
      clock,
      afterSignIn: (user, sessionToken, userAgent, ip) =>
        afterSignIn(deps, user, sessionToken, userAgent, ip),
      // Two-factor accounts sign in with their password and code, never with a link from the game.
      secondFactorEnabled: (userId) => twoFactor.isEnabled(userId),
    }),
    clock,
    rateLimits,
    rateLimitScale: scale,
  });
  await app.register(avatarRoutes, { db, clock, dataDir: config.dataDir, limits: options.limits });
  // Data rights (issue 16): download my data, delete my account (erased later by a job).
  await app.register(dataRightsRoutes, {
    db,
    clock,
    rateLimits,
    rateLimitScale: scale,
    deletion: createAccountDeletion({
      db,
      mail,
      clock,
      productName: config.PRODUCT_NAME,
      publicUrl: config.publicUrl,
      timeZone: config.GAME_TIMEZONE,
      twoFactor,
    }),
  });
};
