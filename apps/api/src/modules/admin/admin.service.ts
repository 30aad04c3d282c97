import { serverMessages, type MessageResponse, type PendingUser } from '@rnorm/contracts';
import type { KeyOwner, MetricsRepository, User, UsersRepository } from '@rnorm/db';
import { AppError } from '../../app-error.ts';

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
  };
}

export function createAdminService({ users, metrics }: AdminServiceDeps) {
  /** The user behind a pending request in the admin's own company; other companies' users look absent. */
  async function findPendingInCompany(admin: KeyOwner, userId: number): Promise<User> {
    const user = await users.findById(userId);
    const hasRequest = user?.status === 'pending' || (user?.status === 'active' && user.pendingPasswordHash !== null);
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

    async approve(admin: KeyOwner, userId: number): Promise<MessageResponse> {
      const user = await findPendingInCompany(admin, userId);
      if (user.status === 'pending') {
        await users.setStatus(user.id, 'active', admin.userId);
        await metrics.record('user_approved', admin.companyId);
      } else if (user.pendingPasswordHash) {
        await users.setPassword(user.id, user.pendingPasswordHash);
      }
      return { message: serverMessages.userApproved };
    },

    async deny(admin: KeyOwner, userId: number): Promise<MessageResponse> {
      const user = await findPendingInCompany(admin, userId);
      if (user.status === 'pending') {
        await users.setStatus(user.id, 'denied', admin.userId);
        await metrics.record('user_denied', admin.companyId);
      } else {
        await users.setPendingPassword(user.id, null);
      }
      return { message: serverMessages.userDenied };
    },
  };
}
export type AdminService = ReturnType<typeof createAdminService>;
