import { API_KEY_TTL_DAYS, serverMessages, type SignInRequest, type SignInResponse } from '@rnorm/contracts';
import type {
  ApiKeysRepository,
  MetricsRepository,
  SignInPair,
  SignInThrottleRepository,
  UsersRepository,
} from '@rnorm/db';
import { AppError } from '../../app-error.ts';
import type { AppConfig } from '../../config.ts';
import { verifyDecoy, verifyPassword } from '../../security/passwords.ts';
import { digestToken, generateToken } from '../../security/tokens.ts';

const DAY_MS = 86_400_000;
const RESET_TOKEN_TTL_MS = 15 * 60_000;
const THROTTLE_WINDOW_SECONDS = 60;
/** An address the user signed in from within this time is theirs: other addresses' attempts do not hold it back. */
const USUAL_ADDRESS_MS = 90 * DAY_MS;
/** One sign-in in this many prunes the throttle tables, so that guessed usernames cannot make them grow forever. */
const PRUNE_EVERY = 500;

/** Seconds the pair must still wait before its next attempt: none until `freeFailures`, then doubling waits. */
export function secondsToWait(pair: SignInPair | undefined, limits: AppConfig['signIn'], now = Date.now()): number {
  if (!pair || pair.failures < limits.freeFailures || !pair.lastFailedAt) return 0;
  const delay = Math.min(limits.firstDelaySeconds * 2 ** (pair.failures - limits.freeFailures), limits.maxDelaySeconds);
  return Math.max(0, Math.ceil(delay - (now - pair.lastFailedAt.getTime()) / 1000));
}

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
     * Checks the password and issues a new API key. The order matters: the address's rate limit first; then, unless
     * the user signed in from this address before, the username's (so guessing from many addresses stays slow); then
     * the wait this username and address earned with wrong passwords; then the password, and only then the account's
     * state, so that a wrong password never reveals whether an account is pending or denied. Usernames no account
     * has go through the same steps, with the same answers and the same password-hashing time: nothing tells them
     * apart. No account is ever locked: an attacker's failures slow down the attacker's address alone.
     */
    async signIn(input: SignInRequest, address: string): Promise<SignInResponse> {
      const usernameKey = input.username.toLowerCase();
      if ((await throttle.hit(`ip:${address}`, THROTTLE_WINDOW_SECONDS)) > limits.limitPerAddress) {
        throw new AppError('RATE_LIMITED', serverMessages.tooManyAttempts);
      }
      const pair = await throttle.pairOf(usernameKey, address);
      const isUsualAddress = (pair?.lastSucceededAt?.getTime() ?? 0) > Date.now() - USUAL_ADDRESS_MS;
      if (
        !isUsualAddress &&
        (await throttle.hit(`user:${usernameKey}`, THROTTLE_WINDOW_SECONDS)) > limits.limitPerUser
      ) {
        throw new AppError('RATE_LIMITED', serverMessages.tooManyAttempts);
      }
      if (secondsToWait(pair, limits) > 0) throw new AppError('RATE_LIMITED', serverMessages.tooManyFailures);
      if (Math.random() < 1 / PRUNE_EVERY) await throttle.prune();

      const user = await users.findByUsername(input.username);
      let isRight = false;
      if (user) isRight = await verifyPassword(user.passwordHash, input.password);
      else await verifyDecoy(input.password);
      if (!user || !isRight) {
        await throttle.recordFailure(usernameKey, address);
        if (user) await metrics.record('sign_in_failed', user.companyId);
        throw new AppError('INVALID_CREDENTIALS', serverMessages.invalidCredentials);
      }
      await throttle.recordSuccess(usernameKey, address);
      if (user.status === 'pending') throw new AppError('ACCOUNT_NOT_ACTIVE', serverMessages.accountPending);
      if (user.status === 'denied') throw new AppError('ACCOUNT_NOT_ACTIVE', serverMessages.accountDenied);
      if (user.status === 'deactivated') {
        throw new AppError('ACCOUNT_NOT_ACTIVE', serverMessages.accountDeactivated);
      }
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
      await metrics.record('sign_in', user.companyId, { user_id: String(user.id) });
      return { api_key: apiKey, user_id: user.id, customer_id: user.companyId };
    },

    async signOut(apiKey: string): Promise<void> {
      await apiKeys.revoke(digestToken(apiKey));
    },

    /** Ends every session of the user, wherever it was opened: each of their keys stops working at once. */
    async signOutEverywhere(userId: number): Promise<void> {
      await apiKeys.revokeAllForUser(userId);
    },
  };
}
export type SessionService = ReturnType<typeof createSessionService>;
