import { useParams } from 'react-router-dom';
import { roleIn, useSession } from '../../lib/use-session.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Org Schedule, My Schedule and Organization Setup arrive with the scheduling screens (Web app II). */
export default function SchedulePlaceholderPage({ page }: { page: 'Org Schedule' | 'My Schedule' | 'Organization Setup' }) {
  const { id } = useParams();
  const { user } = useSession();
  const organization = roleIn(user, id)?.organization_name;
  useDocumentTitle(page, organization);
  return (
    <>
      <div className="page-header">
        <h1>{page}</h1>
      </div>
      <div className="placeholder">
        <p>
          <strong>Coming soon.</strong> The {page} screen of {organization} arrives with the scheduling screens (shift types, calendars,
          preferences and vacation requests).
        </p>
      </div>
    </>
  );
}
