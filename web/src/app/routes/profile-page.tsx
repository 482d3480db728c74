import { TEXT } from '@rostra/contracts';
import { useNavigate } from 'react-router-dom';
import { ChangePasswordCard } from '@/features/account-security/components/change-password-card.tsx';
import { PersonalDataCard } from '@/features/account-security/components/personal-data-card.tsx';
import { SessionsCard } from '@/features/account-security/components/sessions-card.tsx';
import { TwoFactorCard } from '@/features/account-security/components/two-factor-card.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { NotificationEmailCard } from '@/features/notifications/components/notification-email-card.tsx';
import { ProfileCard } from '@/features/profile/components/profile-card.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';

/** Profile: the profile card of docs/product/screens-and-routes.md#route-table, then notification e-mails, account security (two-factor, sessions, password) and the person's data (download, delete the account). */
export default function ProfilePage() {
  useDocumentTitle('Profile');
  const navigate = useNavigate();
  const logout = useLogout();
  const signedOut = () => navigate('/auth/login', { replace: true, state: { message: TEXT.loggedOut } });
  return (
    <>
      <div className="page-header">
        <h1>Profile</h1>
      </div>
      <ProfileCard />
      <NotificationEmailCard />
      <TwoFactorCard />
      <SessionsCard
        onSignedOutHere={signedOut}
        onSignOutEverywhere={() =>
          void logout
            .mutateAsync()
            .catch(() => undefined)
            .finally(signedOut)
        }
      />
      <ChangePasswordCard />
      <PersonalDataCard onDeleted={(message) => navigate('/auth/login', { replace: true, state: { message } })} />
    </>
  );
}
