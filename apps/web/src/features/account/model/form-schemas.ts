import {
  CODE_LENGTH,
  NAME_MIN,
  PASSWORD_MIN_LOGIN,
  PASSWORD_MIN_NEW,
  passwordClasses,
} from '@pitchside/contract/account';
import { z } from 'zod';

/**
 * The form rules of spec §5 (with DESIGN §1: new passwords need 8). Each message is a key of
 * the `account` namespace; the form shows its translation.
 */
const EMAIL_SHAPE = z.email();
const isEmail = (value: string) => EMAIL_SHAPE.safeParse(value.trim()).success;

/** Required + valid e-mail, with the login wording or the sign-up wording of spec §5. */
function emailField(wording: 'login' | 'signup') {
  const required = wording === 'login' ? 'validation.loginEmailRequired' : 'validation.emailRequired';
  const invalid = wording === 'login' ? 'validation.loginEmailInvalid' : 'validation.emailInvalid';
  return z.string().trim().min(1, { message: required }).refine(isEmail, { message: invalid });
}

const newPassword = z
  .string()
  .min(1, { message: 'validation.passwordRequired' })
  .min(PASSWORD_MIN_NEW, { message: 'validation.passwordMin' });

export const loginSchema = z.object({
  email: emailField('login'),
  password: z
    .string()
    .min(1, { message: 'validation.passwordRequired' })
    .min(PASSWORD_MIN_LOGIN, { message: 'validation.loginPasswordMin' }),
  remember: z.boolean(),
});
export type LoginForm = z.infer<typeof loginSchema>;

export const forgotSchema = z.object({ email: emailField('login') });
export type ForgotForm = z.infer<typeof forgotSchema>;

export const referralSchema = z.object({
  referralId: z.string().trim().min(1, { message: 'validation.referralRequired' }),
});
export type ReferralForm = z.infer<typeof referralSchema>;

export const signupSchema = z
  .object({
    email: emailField('signup'),
    name: z
      .string()
      .trim()
      .min(1, { message: 'validation.firstNameRequired' })
      .min(NAME_MIN, { message: 'validation.firstNameMin' }),
    surname: z
      .string()
      .trim()
      .min(1, { message: 'validation.lastNameRequired' })
      .min(NAME_MIN, { message: 'validation.lastNameMin' }),
    password: newPassword,
    confirmPassword: z.string().min(1, { message: 'validation.confirmRequired' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type SignupForm = z.infer<typeof signupSchema>;

/** Spec §5 "Verification code: digits only, exactly 6". */
export const CODE_PATTERN = new RegExp(`^\\d{${CODE_LENGTH}}$`);
export const isCompleteCode = (code: string) => CODE_PATTERN.test(code);
/** What a code box keeps of what was typed or pasted: digits, at most six. */
export const codeInput = (raw: string) => raw.replace(/\D/g, '').slice(0, CODE_LENGTH);

export const resetSchema = z
  .object({
    password: newPassword,
    confirmPassword: z.string().min(1, { message: 'validation.confirmRequired' }),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: 'validation.passwordsMismatch',
    path: ['confirmPassword'],
  });
export type ResetForm = z.infer<typeof resetSchema>;

export const changePasswordSchema = z
  .object({
    currentPassword: z.string().min(1, { message: 'validation.currentPasswordRequired' }),
    newPassword: z
      .string()
      .min(1, { message: 'validation.newPasswordRequired' })
      .min(PASSWORD_MIN_NEW, { message: 'validation.passwordMin' })
      .refine((value) => passwordClasses(value) >= 3, { message: 'validation.passwordClasses' }),
    confirmPassword: z.string().min(1, { message: 'validation.confirmNewPasswordRequired' }),
  })
  .superRefine((form, context) => {
    if (form.newPassword && form.newPassword === form.currentPassword) {
      context.addIssue({
        code: 'custom',
        message: 'validation.passwordSameAsCurrent',
        path: ['newPassword'],
      });
    }
    if (form.confirmPassword && form.confirmPassword !== form.newPassword) {
      context.addIssue({
        code: 'custom',
        message: 'validation.passwordsMismatch',
        path: ['confirmPassword'],
      });
    }
  });
export type ChangePasswordForm = z.infer<typeof changePasswordSchema>;

export function changeEmailSchema(currentEmail: string) {
  return z
    .object({
      code: z
        .string()
        .trim()
        .min(1, { message: 'validation.codeRequired' })
        .regex(CODE_PATTERN, { message: 'validation.codeDigits' }),
      newEmail: z
        .string()
        .trim()
        .min(1, { message: 'validation.newEmailRequired' })
        .refine(isEmail, { message: 'validation.loginEmailInvalid' })
        .refine((value) => value.toLowerCase() !== currentEmail.trim().toLowerCase(), {
          message: 'validation.emailSameAsCurrent',
        }),
      confirmEmail: z.string().trim().min(1, { message: 'validation.confirmEmailRequired' }),
    })
    .refine((form) => form.confirmEmail.toLowerCase() === form.newEmail.toLowerCase(), {
      message: 'validation.emailsMismatch',
      path: ['confirmEmail'],
    });
}
export type ChangeEmailForm = z.infer<ReturnType<typeof changeEmailSchema>>;
