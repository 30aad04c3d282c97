import { API_KEY_TTL_DAYS, serverMessages, type SignInRequest, type SignInResponse } from '@rnorm/contracts';
import type { ApiKeysRepository, MetricsRepository, SignInThrottleRepository, UsersRepository } from '@rnorm/db';
import { AppError } from '../../app-error.ts';
import type { AppConfig } from '../../config.ts';
import { verifyDecoy, verifyPassword } from '../../security/passwords.ts';
import { digestToken, generateToken } from '../../security/tokens.ts';

const DAY_MS = 86_400_000;
const RESET_TOKEN_TTL_MS = 15 * 60_000;
const THROTTLE_WINDOW_SECONDS = 60;

interface SessionServiceDeps {
  users: UsersRepository;
  apiKeys: ApiKeysRepository;
  throttle: SignInThrottleRepository;
  metrics: MetricsRepository;
  signIn: AppConfig['signIn'];
}

export function createSessionService({ users, apiKeys, throttle, metrics, signIn: limits }: SessionServiceDeps) {
  return {
    /**
     * Checks the password and issues a new API key. The order matters: rate limits first (so guessing is slow
     * even for unknown names), then the lock, then the password, and only then the account's state, so that a
     * wrong password never reveals whether an account is pending, denied or locked.
     */
    async signIn(input: SignInRequest, address: string): Promise<SignInResponse> {
      const [byAddress, byUser] = await Promise.all([
        throttle.hit(`ip:${address}`, THROTTLE_WINDOW_SECONDS),
        throttle.hit(`user:${input.username.toLowerCase()}`, THROTTLE_WINDOW_SECONDS),
      ]);
      if (byAddress > limits.limitPerAddress || byUser > limits.limitPerUser) {
        throw new AppError('RATE_LIMITED', serverMessages.tooManyAttempts);
      }

      const user = await users.findByUsername(input.username);
      if (!user) {
        await verifyDecoy(input.password);
        throw new AppError('INVALID_CREDENTIALS', serverMessages.invalidCredentials);
      }
      if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
        throw new AppError('ACCOUNT_LOCKED', serverMessages.accountLocked);
      }
      if (!(await verifyPassword(user.passwordHash, input.password))) {
        await users.recordFailedSignIn(user.id, limits.lockThreshold, limits.lockMinutes);
        await metrics.record('sign_in_failed', user.companyId);
        throw new AppError('INVALID_CREDENTIALS', serverMessages.invalidCredentials);
      }
      await users.clearFailedSignIns(user.id);
      if (user.status === 'pending') throw new AppError('ACCOUNT_NOT_ACTIVE', serverMessages.accountPending);
      if (user.status === 'denied') throw new AppError('ACCOUNT_NOT_ACTIVE', serverMessages.accountDenied);
      if (user.mustResetPassword) {
        const resetToken = generateToken();
        await users.setResetToken(user.id, digestToken(resetToken), new Date(Date.now() + RESET_TOKEN_TTL_MS));
        throw new AppError('ACCOUNT_NOT_ACTIVE', serverMessages.mustResetPassword, {
          redirect: 1,
          reset_token: resetToken,
        });
      }

      const apiKey = generateToken();
      await apiKeys.insert(user.id, digestToken(apiKey), new Date(Date.now() + API_KEY_TTL_DAYS * DAY_MS));
      await metrics.record('sign_in', user.companyId);
      return { api_key: apiKey, user_id: user.id, customer_id: user.companyId };
    },

    async signOut(apiKey: string): Promise<void> {
      await apiKeys.revoke(digestToken(apiKey));
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
