import { Suspense, useEffect } from 'react';
import { Outlet, useMatch } from 'react-router-dom';
import { FlashMessage } from '@/components/ui/message.tsx';
import { rememberOrganization } from '@/lib/current-organization.ts';
import { useNotice } from '@/lib/notice.ts';
import { roleIn, useSession } from '@/lib/use-session.ts';
import { RootLoading } from '../root-loading.tsx';
import { Header } from './header.tsx';
import { Navigation } from './navigation.tsx';

/** Header, navigation and the page; a page under /organizations/{id} makes that organization current. */
export function AppLayout() {
  const { user } = useSession();
  const match = useMatch('/organizations/:id/*');
  const routeOrganization = match?.params.id;
  const notice = useNotice();
  const belongs = roleIn(user, routeOrganization) !== undefined;

  useEffect(() => {
    if (routeOrganization && belongs) rememberOrganization(routeOrganization);
  }, [routeOrganization, belongs]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <Navigation />
      <main id="main" className="main" tabIndex={-1}>
        <FlashMessage flash={notice} />
        <Suspense fallback={<RootLoading />}>
          <Outlet />
        </Suspense>
      </main>
    </>
  );
}
