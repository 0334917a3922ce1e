import { AppError } from '../../lib/app-error.ts';

// The errors several account operations answer with, in the spec's words.
export const referralNotFound = () =>
  new AppError('REFERRAL_NOT_FOUND', 'Referral ID not found. Please check and try again.');
export const referralUsed = () =>
  new AppError('REFERRAL_ALREADY_USED', 'This referral ID has already been used for registration.');
export const emailTaken = () => new AppError('EMAIL_TAKEN', 'This email address is already registered.');
export const emailNotFound = () => new AppError('EMAIL_NOT_FOUND', 'Email not found');
export const emailAlreadyVerified = () => new AppError('EMAIL_ALREADY_VERIFIED', 'Email is already verified');
export const accountBlocked = () =>
  new AppError('ACCOUNT_BLOCKED', 'Your account has been blocked. Please contact support.');
export const invalidCredentials = () => new AppError('INVALID_CREDENTIALS', 'Invalid email or password.');
export const emailUnchanged = () =>
  new AppError('EMAIL_UNCHANGED', 'New email must be different from the current email');
