import { ProfileCard } from '../../features/profile/components/ProfileCard.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

export default function ProfilePage() {
  useDocumentTitle('Profile');
  return (
    <>
      <div className="page-header">
        <h1>Profile</h1>
      </div>
      <ProfileCard />
    </>
  );
}
