import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes, useParams } from 'react-router-dom';
import { GuestOnly, RequireAuth, RequireOrganizationRole, RequireSuperAdmin } from './guards.tsx';
import { AppLayout } from './layout/app-layout.tsx';
import { OrganizationRedirect, RootRedirect } from './redirects.tsx';
import { RootLoading } from './root-loading.tsx';

// Every page is its own chunk: the first load carries the shell only.
const LoginPage = lazy(() => import('./routes/login-page.tsx'));
const RegisterPage = lazy(() => import('./routes/register-page.tsx'));
const ForgotPasswordPage = lazy(() => import('./routes/forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('./routes/reset-password-page.tsx'));
const SignInLinkPage = lazy(() => import('./routes/sign-in-link-page.tsx'));
const AcceptInvitationPage = lazy(() => import('./routes/accept-invitation-page.tsx'));
const OrganizationsPage = lazy(() => import('./routes/organizations-page.tsx'));
const NoOrganizationsPage = lazy(() => import('./routes/no-organizations-page.tsx'));
const ProfilePage = lazy(() => import('./routes/profile-page.tsx'));
const OrganizationProfilePage = lazy(() => import('./routes/organization-profile-page.tsx'));
const OrgAdminPage = lazy(() => import('./routes/org-admin-page.tsx'));
const MembersPage = lazy(() => import('./routes/members-page.tsx'));
const InviteUsersPage = lazy(() => import('./routes/invite-users-page.tsx'));
const TokensPage = lazy(() => import('./routes/tokens-page.tsx'));
const OrgSchedulePage = lazy(() => import('./routes/org-schedule-page.tsx'));
const OrganizationSetupPage = lazy(() => import('./routes/organization-setup-page.tsx'));
const MySchedulePage = lazy(() => import('./routes/my-schedule-page.tsx'));

/** A lazy page, with the app's loading screen while its chunk arrives. */
const page = (element: ReactNode) => <Suspense fallback={<RootLoading />}>{element}</Suspense>;

/** /organizations/{id}/employees and /preferences are old addresses of members and my-schedule. */
function Moved({ to }: { to: string }) {
  const { id } = useParams();
  return <Navigate to={`/organizations/${id}/${to}`} replace />;
}

const admin = (element: ReactNode) => <RequireOrganizationRole role="admin">{element}</RequireOrganizationRole>;
const member = (element: ReactNode) => <RequireOrganizationRole role="member">{element}</RequireOrganizationRole>;

/** The route table of docs/product/screens-and-routes.md#route-table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<GuestOnly />}>
        <Route path="/auth/login" element={page(<LoginPage />)} />
        <Route path="/auth/register" element={page(<RegisterPage />)} />
        <Route path="/auth/forgot-password" element={page(<ForgotPasswordPage />)} />
        <Route path="/auth/reset-password" element={page(<ResetPasswordPage />)} />
        <Route path="/auth/sign-in-link" element={page(<SignInLinkPage />)} />
      </Route>
      <Route path="/auth/*" element={<Navigate to="/auth/login" replace />} />
      <Route path="/invitations/:token/accept" element={page(<AcceptInvitationPage />)} />
      <Route path="/invitations/accept" element={page(<AcceptInvitationPage />)} />
      <Route element={<RequireAuth />}>
        <Route index element={<RootRedirect />} />
        <Route element={<AppLayout />}>
          <Route path="/dashboard" element={<OrganizationsPage />} />
          <Route path="/organizations" element={<OrganizationsPage />} />
          <Route path="/no-organizations" element={<NoOrganizationsPage />} />
          <Route path="/profile" element={<ProfilePage />} />
          <Route
            path="/admin/tokens"
            element={
              <RequireSuperAdmin>
                <TokensPage />
              </RequireSuperAdmin>
            }
          />
          <Route path="/organizations/:id">
            <Route index element={<OrganizationRedirect />} />
            <Route path="profile" element={member(<OrganizationProfilePage />)} />
            <Route path="org-admin" element={admin(<OrgAdminPage />)} />
            <Route path="members" element={admin(<MembersPage />)} />
            <Route path="invite-users" element={admin(<InviteUsersPage />)} />
            {/* Employees have these views under My Schedule: they land there (docs/product/screens-and-routes.md: route table and redirect rules). */}
            <Route
              path="org-schedule"
              element={
                <RequireOrganizationRole role="admin" toLanding>
                  <OrgSchedulePage />
                </RequireOrganizationRole>
              }
            />
            <Route path="my-schedule" element={member(<MySchedulePage />)} />
            <Route path="setup" element={member(<OrganizationSetupPage />)} />
            <Route path="employees" element={<Moved to="members" />} />
            <Route path="preferences" element={<Moved to="my-schedule" />} />
          </Route>
          <Route path="*" element={<Navigate to="/" replace />} />
        </Route>
      </Route>
    </Routes>
  );
}
