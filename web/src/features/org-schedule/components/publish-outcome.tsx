import type { PublishResult } from '@rostra/contracts';
import { Button } from '@/components/ui/button.tsx';

const people = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/**
 * Who a publication's e-mails reach beyond the members: people invited but not joined yet (sent
 * their shifts with their invitation link) and people no e-mail reaches, with why. It stays until
 * dismissed, since the admin may act on it (resend an invitation).
 */
export function PublishOutcome({ result, onDismiss }: { result: PublishResult; onDismiss: () => void }) {
  const { invited, not_notified } = result;
  if (invited.length === 0 && not_notified.length === 0) return null;
  return (
    <div className="message message-info publish-outcome" role="status" aria-label="Who was told">
      {invited.length > 0 && (
        <p>
          {`${people(invited.length, 'person has', 'people have')} not joined yet and ${invited.length === 1 ? 'was' : 'were'} sent their shifts with their invitation link: `}
          {invited.map((person) => person.name).join(', ')}.
        </p>
      )}
      {not_notified.length > 0 && (
        <>
          <p>{`${people(not_notified.length, 'person has', 'people have')} shifts but no e-mail reaches them:`}</p>
          <ul>
            {not_notified.map((person) => (
              <li key={person.member_id}>{`${person.name}: ${person.detail}`}</li>
            ))}
          </ul>
        </>
      )}
      <Button size="sm" onClick={onDismiss}>
        Dismiss
      </Button>
    </div>
  );
}
