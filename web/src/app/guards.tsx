import { useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useParams } from 'react-router-dom';
import { Button } from '../components/ui/button.tsx';
import { ErrorState } from '../components/ui/states.tsx';
import { errorText } from '../lib/errors.ts';
import { session } from '../lib/session.ts';
import { useDocumentTitle } from '../lib/use-document-title.ts';
import { roleIn, useIsSuperAdmin, useSession } from '../lib/use-session.ts';
import { landingPath } from './redirects.tsx';
import { RootLoading } from './root-loading.tsx';

/** Route guard: nothing is shown before the session user and roles have loaded (docs/product/screens-and-routes.md). */
export function RequireAuth() {
  const { signedIn, isLoading, error, user } = useSession();
  if (!signedIn) return <Navigate to="/auth/login" replace />;
  if (isLoading) return <RootLoading />;
  if (!user)
    return (
      <main className="center-screen">
        <ErrorState text={errorText(error)} onRetry={() => window.location.reload()} />
      </main>
    );
  return <Outlet />;
}

/**
 * Guest guard: someone who arrives at a sign-in page already signed in goes to /. Judged on
 * arrival only, so a page that signs the user in can still choose where to go next.
 */
export function GuestOnly() {
  const [signedInOnArrival] = useState(() => session.tokens() !== null);
  return signedInOnArrival ? <Navigate to="/" replace /> : <Outlet />;
}

function Fallback({ title, organizationName, children }: { title: string; organizationName?: string | undefined; children: ReactNode }) {
  useDocumentTitle(title, organizationName);
  return (
    <div className="placeholder" role="alert">
      <h1>{title}</h1>
      <p>{children}</p>
      <Button onClick={() => window.history.back()}>Go back</Button>
    </div>
  );
}

/** Navigation state the organization switcher sets: the page was kept from the previous organization. */
export const SWITCHED = { switchedOrganization: true } as const;
const switched = (state: unknown) => (state as Partial<typeof SWITCHED> | null)?.switchedOrganization === true;

/**
 * Admin-gated content; employee-gated admits admins too. A member without the role gets a fallback
 * message, or their landing page (docs/product/screens-and-routes.md: admin → org-schedule, employee → my-schedule) when they
 * arrived by switching organization or the page says `toLanding`.
 */
export function RequireOrganizationRole({
  role,
  toLanding = false,
  children,
}: {
  role: 'admin' | 'employee' | 'member';
  toLanding?: boolean;
  children: ReactNode;
}) {
  const { id } = useParams();
  const { user } = useSession();
  const { state } = useLocation();
  const roles = roleIn(user, id);
  if (!roles) return <Fallback title="Organization not available">You are not a member of this organization.</Fallback>;
  const allowed = role === 'admin' ? roles.is_admin : role === 'employee' ? roles.is_employee || roles.is_admin : true;
  const landing = allowed ? null : landingPath(roles.organization_id, roles);
  if (landing && (toLanding || switched(state))) return <Navigate to={landing} replace />;
  if (!allowed)
    return (
      <Fallback title="Access restricted" organizationName={roles.organization_name}>
        {role === 'admin'
          ? 'Only administrators of this organization can view this page.'
          : 'Only employees of this organization can view this page.'}
      </Fallback>
    );
  return <>{children}</>;
}

export function RequireSuperAdmin({ children }: { children: ReactNode }) {
  const { isSuperAdmin, isLoading } = useIsSuperAdmin();
  if (isLoading) return <RootLoading />;
  if (!isSuperAdmin)
    return <Fallback title="Access restricted">Only super administrators can manage organization-creation tokens.</Fallback>;
  return <>{children}</>;
}
