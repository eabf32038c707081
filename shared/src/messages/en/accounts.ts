import type { AccountsCode } from '../accounts';

export const accountsMessagesEn: Record<AccountsCode, string> = {
  LOGIN_REQUIRED: 'You need to sign in.',
  SESSION_ENDED: 'Your session is invalid or has expired. Please sign in again.',
  RATE_LIMITED: 'Too many attempts. Please try again in 15 minutes.',
  LOGIN_LOCKED: 'Too many failed sign-in attempts on this account. Please try again in {wait}.',
  HASHING_BUSY: 'The server is very busy right now. Please try again in a few seconds.',
  PASSWORD_TOO_LONG: 'The password can be at most 72 bytes (Turkish letters count as two bytes each).',
  NEW_PASSWORD_TOO_LONG: 'The new password can be at most 72 bytes (Turkish letters count as two bytes each).',
  LOGGED_OUT_EVERYWHERE: 'You have been signed out everywhere. Please sign in again.',
  EMAIL_CHANGE_CANCELLED: 'The e-mail change was cancelled and your account stays at your old address. Every session was ended: please sign in again and change your password.',
  CURRENT_PASSWORD_REQUIRED: 'Enter your current password.',
  WRONG_PASSWORD: 'Your current password is wrong.',
  USERNAME_INVISIBLE: 'A username cannot contain invisible or direction-changing characters.',
  USERNAME_TAKEN: 'This username is already taken.',
  USERNAME_STACKED_MARKS: 'A username cannot have more than one mark (accent) on a letter.',
  PASSWORD_WEAK: 'This password is too common or too easy to guess (e.g. 123456, aaaaaa, your name). Please choose a longer or more unusual one.',
};
