import { useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { Message } from '@/components/ui/message.tsx';
import { errorText } from '@/lib/errors.ts';
import { useDownloadMyData } from '../api/download-my-data.ts';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';
import './account-security.css';

/** Profile → Your data: a copy of everything Rostra holds about you (a JSON file), and deleting the account. */
export function PersonalDataCard({ onDeleted }: { onDeleted: (message: string) => void }) {
  const download = useDownloadMyData();
  const [deleting, setDeleting] = useState(false);
  return (
    <Card title="Your data">
      <p className="field-hint card-intro">
        Download a copy of everything Rostra holds about you: your profile, memberships, preferences, vacation requests, absences, shifts,
        trades and sessions. Deleting your account erases your personal data for good.
      </p>
      {download.isError && <Message kind="error">{`Download failed: ${errorText(download.error)}`}</Message>}
      <div className="form-actions">
        <Button busy={download.isPending} onClick={() => download.mutate()}>
          Download my data
        </Button>
        <Button variant="danger" onClick={() => setDeleting(true)}>
          Delete my account
        </Button>
      </div>
      {deleting && <DeleteAccountDialog onClose={() => setDeleting(false)} onDeleted={onDeleted} />}
    </Card>
  );
}
