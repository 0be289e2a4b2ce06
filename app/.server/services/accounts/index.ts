/**
 * Staff accounts: users, sign-in recovery, own account, passkeys, sessions, profiles, the setup claim, preferences.
 * What the rest of the app may call of this domain (decision 0029): code outside this folder
 * imports this file only; the files beside it are the domain's own.
 */
export { requestPasswordReset, setPasswordWithToken, signUp, verifyEmail } from "./account-recovery";
export { createFirstAdmin, endNewSession, hasAdmin, signIn, signOut, verifyTwoFactor, withCookies } from "./accounts";
export { changeOwnPassword, confirmTwoFactor, disableTwoFactor, startTwoFactor } from "./own-account";
export {
  type AddRefusal,
  type AuthenticationOptions,
  addPasskey,
  hasPasskey,
  listPasskeys,
  type PasskeySignInResult,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  removePasskey,
  renamePasskey,
  signInWithPasskey,
} from "./passkeys";
export {
  endOtherSessions,
  endOwnSession,
  listOwnSessions,
  type SessionRefusal,
  type SessionView,
  sessionUseRecorder,
} from "./sessions";
export { readStaffPreferences, saveStaffPreferences } from "./staff-preferences";
export { changeUser, findUser, listUsers, type RefusalReason, type ResetMode, type UserRow } from "./users";
