import { validationMessages } from '@rnorm/contracts';
import { z } from 'zod';

/**
 * The agreement checkbox as a form field. The request schemas want the literal `true`, but a form starts unchecked,
 * so the form holds a boolean and submits `agree: true` once this has passed.
 */
export const agreementCheckbox = z.boolean().refine((isChecked) => isChecked, validationMessages.agreeRequired);
