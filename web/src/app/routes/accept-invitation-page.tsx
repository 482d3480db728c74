import { useNavigate, useParams } from 'react-router-dom';
import { AcceptInvitation } from '@/features/invitations/components/accept-invitation.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useSession } from '@/lib/use-session.ts';
import { ThemeToggle } from '../layout/theme-toggle.tsx';

/** /invitations/{token}/accept: public; a guest creates an account with the token or signs in first. */
export default function AcceptInvitationPage() {
  useDocumentTitle('Invitation');
  const { token } = useParams();
  const navigate = useNavigate();
  const { signedIn, user, isLoading } = useSession();
  const here = `/invitations/${token}/accept`;
  if (isLoading) return null;
  return (
    <main className="auth-page">
      <div className="auth-card">
        <div className="page-header">
          <p className="logo">
            Ros<span>tra</span>
          </p>
          <ThemeToggle />
        </div>
        <AcceptInvitation
          token={token}
          signedInAs={signedIn ? (user?.email ?? null) : null}
          onGoToApp={() => navigate('/')}
          onSignIn={() => navigate('/auth/login', { state: { from: here } })}
          onCreateAccount={() => navigate(`/auth/register?token=${encodeURIComponent(token ?? '')}`)}
        />
      </div>
    </main>
  );
}
