import { RegisterUserRequestSchema } from '@rnorm/contracts';
import { z } from 'zod';
import { agreementCheckbox } from '../../lib/agreement-field.ts';

/**
 * The request schema, with the phone's country kept as a selector value (its dial code is sent as `countryCode`)
 * and the agreement as a checkbox.
 */
export const RegistrationFormSchema = RegisterUserRequestSchema.omit({ countryCode: true }).extend({
  country: z.string().min(1),
  agree: agreementCheckbox,
});
export type RegistrationFormInput = z.input<typeof RegistrationFormSchema>;
export type RegistrationFormOutput = z.output<typeof RegistrationFormSchema>;
