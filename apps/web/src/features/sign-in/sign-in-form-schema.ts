import { SignInRequestSchema } from '@rnorm/contracts';
import type { z } from 'zod';
import { agreementCheckbox } from '../../lib/agreement-field.ts';

export const SignInFormSchema = SignInRequestSchema.extend({ agree: agreementCheckbox });
export type SignInFormInput = z.input<typeof SignInFormSchema>;
export type SignInFormOutput = z.output<typeof SignInFormSchema>;
