import { Link } from 'react-router-dom';
import { ShiftTypesManager } from '@/features/shift-types/components/shift-types-manager.tsx';
import { useDocumentTitle } from '@/lib/use-document-title.ts';
import { useOrganizationPage } from './use-organization-page.ts';

/** Organization Setup: the Shift Types manager, read-only for members who are not admins. */
export default function OrganizationSetupPage() {
  const { id, role, name } = useOrganizationPage();
  useDocumentTitle('Organization Setup', name);
  return (
    <>
      <nav aria-label="Breadcrumb" className="breadcrumb">
        <Link to="/organizations">Organizations</Link> / <Link to={`/organizations/${id}`}>{name}</Link> /{' '}
        <span aria-current="page">Organization Setup</span>
      </nav>
      <div className="page-header">
        <h1>Organization Setup</h1>
      </div>
      <ShiftTypesManager organizationId={id} disabled={!role?.is_admin} />
    </>
  );
}
