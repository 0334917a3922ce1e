// The web's name for the contract's stored user: declared once, in the contract, beside the
// server's `sessionUser` it must accept (see there).
export {
  storedSessionUser as sessionUser,
  type StoredSessionUser as SessionUser,
} from '@pitchside/contract/stored-session-user';
