import { serverMessages, type ApproveUserResponse, type MessageResponse, type PendingUser } from '@rnorm/contracts';
import type { KeyOwner, MetricsRepository, User, UsersRepository } from '@rnorm/db';
import { AppError } from '../../app-error.ts';
import { digestToken, generateResetCode, normalizeResetCode } from '../../security/tokens.ts';

/** How long a reset code works: a working day, for the administrator to reach the user and the user to use it. */
export const RESET_CODE_TTL_MS = 8 * 60 * 60_000;

interface AdminServiceDeps {
  users: UsersRepository;
  metrics: MetricsRepository;
}

function toPendingUser(user: User): PendingUser {
  return {
    user_id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email_address: user.email,
    username: user.username,
    request: user.status === 'pending' ? 'registration' : 'password_reset',
    requested_at: user.status === 'pending' ? null : (user.passwordResetRequestedAt?.toISOString() ?? null),
    requested_from: user.status === 'pending' ? null : user.passwordResetRequestedFrom,
  };
}

export function createAdminService({ users, metrics }: AdminServiceDeps) {
  /** The user behind a pending request in the admin's own company; other companies' users look absent. */
  async function findPendingInCompany(admin: KeyOwner, userId: number): Promise<User> {
    const user = await users.findById(userId);
    const hasRequest =
      user?.status === 'pending' || (user?.status === 'active' && user.passwordResetRequestedAt !== null);
    if (!user || user.companyId !== admin.companyId || !hasRequest) {
      throw new AppError('NOT_FOUND', serverMessages.userNotPending);
    }
    return user;
  }

  return {
    async listPending(admin: KeyOwner): Promise<{ pending_users: PendingUser[] }> {
      const pending = await users.listPending(admin.companyId);
      return { pending_users: pending.map(toPendingUser) };
    },

    /**
     * Approves a registration; answers a password reset request with a one-time reset code. The request proves
     * nothing (anyone who knows an e-mail and a company ID can send it), so it never sets a password: the
     * administrator checks with the person and gives them the code, shown only in this answer.
     */
    async approve(admin: KeyOwner, userId: number): Promise<ApproveUserResponse> {
      const user = await findPendingInCompany(admin, userId);
      if (user.status === 'pending') {
        await users.setStatus(user.id, 'active', admin.userId);
        await metrics.record('user_approved', admin.companyId);
        return { message: serverMessages.userApproved };
      }
      const code = generateResetCode();
      const expiresAt = new Date(Date.now() + RESET_CODE_TTL_MS);
      await users.issueResetCode(user.id, digestToken(normalizeResetCode(code)), expiresAt);
      return {
        message: serverMessages.resetCodeIssued,
        reset_code: code,
        reset_code_expires_at: expiresAt.toISOString(),
      };
    },

    async deny(admin: KeyOwner, userId: number): Promise<MessageResponse> {
      const user = await findPendingInCompany(admin, userId);
      if (user.status === 'pending') {
        await users.setStatus(user.id, 'denied', admin.userId);
        await metrics.record('user_denied', admin.companyId);
      } else {
        await users.withdrawPasswordResetRequest(user.id);
      }
      return { message: serverMessages.userDenied };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
