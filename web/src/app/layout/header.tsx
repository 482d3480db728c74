import { TEXT } from '@rostra/contracts';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Button } from '@/components/ui/button.tsx';
import { useLogout } from '@/features/auth/api/logout.ts';
import { NotificationBell } from '@/features/notifications/components/notification-bell.tsx';
import { useSession } from '@/lib/use-session.ts';
import { OrganizationSwitcher } from './organization-switcher.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { UserProfileModal } from './user-profile-modal.tsx';

export function Header() {
  const { user } = useSession();
  const logout = useLogout();
  const navigate = useNavigate();
  const [profileOpen, setProfileOpen] = useState(false);

  // Not a mutate() callback: the guard unmounts this header as soon as the session ends.
  const signOut = () =>
    logout
      .mutateAsync()
      .catch(() => undefined)
      .finally(() => navigate('/auth/login', { replace: true, state: { message: TEXT.loggedOut } }));

  return (
    <header className="header">
      <Link to="/" className="logo" aria-label="Rostra home">
        Ros<span>tra</span>
      </Link>
      <OrganizationSwitcher />
      <div className="header-spacer" />
      <div className="header-controls">
        <ThemeToggle />
        <NotificationBell />
        <Button variant="ghost" className="welcome" onClick={() => setProfileOpen(true)} aria-haspopup="dialog">
          Welcome, {user?.name || user?.email}
        </Button>
        <Button onClick={signOut} busy={logout.isPending}>
          Logout
        </Button>
      </div>
      {user && <UserProfileModal user={user} open={profileOpen} onOpenChange={setProfileOpen} />}
    </header>
  );
}
