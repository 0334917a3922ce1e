import { ForgotPasswordModal } from '@/features/account/components/forgot-password-modal';
import { LoginModal } from '@/features/account/components/login-modal';
import { SessionRedirect } from '@/features/account/components/session-redirect';
import { SignupModal } from '@/features/account/components/signup-modal';
import { VerifyEmailModal } from '@/features/account/components/verify-email-modal';
import { DownloadModal } from '@/features/content/components/download-modal';

/** Every store-driven modal; each one renders only while the modal store names it. */
export function ModalHost() {
  return (
    <>
      <LoginModal />
      <SignupModal />
      <ForgotPasswordModal />
      <VerifyEmailModal />
      <DownloadModal />
      <SessionRedirect />
    </>
  );
}
