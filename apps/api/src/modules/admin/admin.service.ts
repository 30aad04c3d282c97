import {
  serverMessages,
  type ApproveUserResponse,
  type CompanyUser,
  type MessageResponse,
  type PendingUser,
} from '@rnorm/contracts';
import type { KeyOwner, MetricsRepository, User, UsersRepository } from '@rnorm/db';
import { AppError } from '../../app-error.ts';
import { digestToken, generateResetCode, normalizeResetCode } from '../../security/tokens.ts';

/** How long a reset code works: a working day, for the administrator to reach the user and the user to use it. */
export const RESET_CODE_TTL_MS = 8 * 60 * 60_000;

interface AdminServiceDeps {
  users: UsersRepository;
  metrics: MetricsRepository;
  /** Ends every session of a user (the key-owner cache's, so that this instance forgets them at once). */
  revokeAllKeys: (userId: number) => Promise<void>;
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

function toCompanyUser(user: User, admin: KeyOwner): CompanyUser {
  return {
    user_id: user.id,
    username: user.username,
    first_name: user.firstName,
    last_name: user.lastName,
    email_address: user.email,
    role: user.role,
    status: user.status === 'deactivated' ? 'deactivated' : 'active',
    is_you: user.id === admin.userId,
    status_changed_at: user.decidedAt?.toISOString() ?? null,
  };
}

export function createAdminService({ users, metrics, revokeAllKeys }: AdminServiceDeps) {
  /** A user of the admin's own company in `status`; other companies' users look absent. */
  async function findMemberInCompany(admin: KeyOwner, userId: number, status: User['status']): Promise<User> {
    const user = await users.findById(userId);
    if (!user || user.companyId !== admin.companyId || user.status !== status) {
      throw new AppError('NOT_FOUND', serverMessages.userNotInCompany);
    }
    return user;
  }

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

    async listMembers(admin: KeyOwner): Promise<{ users: CompanyUser[] }> {
      const members = await users.listMembers(admin.companyId);
      return { users: members.map((user) => toCompanyUser(user, admin)) };
    },

    /**
     * Stops an active account of the company: it can no longer sign in, and every key it holds stops working at
     * once. Not the administrator's own account (a company could lose its last administrator), nor the installation
     * administrator's (the one account that installs updates).
     */
    async deactivate(admin: KeyOwner, userId: number): Promise<MessageResponse> {
      if (userId === admin.userId) throw new AppError('VALIDATION_FAILED', serverMessages.cannotDeactivateSelf);
      const user = await findMemberInCompany(admin, userId, 'active');
      if (user.installationAdmin) {
        throw new AppError('VALIDATION_FAILED', serverMessages.cannotDeactivateInstallationAdmin);
      }
      // The status first: the auth guard refuses a key whose owner is not active, even before it is revoked.
      await users.setStatus(user.id, 'deactivated', admin.userId);
      await revokeAllKeys(user.id);
      await metrics.record('user_deactivated', admin.companyId);
      return { message: serverMessages.userDeactivated };
    },

    async reactivate(admin: KeyOwner, userId: number): Promise<MessageResponse> {
      const user = await findMemberInCompany(admin, userId, 'deactivated');
      await users.setStatus(user.id, 'active', admin.userId);
      await metrics.record('user_reactivated', admin.companyId);
      return { message: serverMessages.userReactivated };
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
