import { ResetPasswordRequestSchema } from '@rnorm/contracts';
import type { z } from 'zod';

/** What the user types; the reset token, when there is one, comes from the sign-in that asked for the change. */
export const PasswordResetFormSchema = ResetPasswordRequestSchema.omit({ reset_token: true });
export type PasswordResetFormInput = z.input<typeof PasswordResetFormSchema>;
export type PasswordResetFormOutput = z.output<typeof PasswordResetFormSchema>;
