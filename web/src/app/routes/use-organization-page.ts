import { useParams } from 'react-router-dom';
import { roleIn, useSession } from '@/lib/use-session.ts';

/** The organization of an /organizations/{id}/… page, the signed-in user and their roles there. */
export function useOrganizationPage() {
  const id = useParams().id!;
  const { user } = useSession();
  const role = roleIn(user, id);
  return { id, user: user!, role, name: role?.organization_name };
}
