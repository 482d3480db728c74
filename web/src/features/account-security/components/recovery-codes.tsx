import { LIMITS } from '@rostra/contracts';
import { Button } from '@/components/ui/button.tsx';
import { FlashMessage, Message } from '@/components/ui/message.tsx';
import { useFlash } from '@/lib/use-flash.ts';

const FILE_NAME = 'rostra-recovery-codes.txt';

function download(text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: FILE_NAME });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

interface Props {
  codes: string[];
  message: string;
  onSaved: () => void;
}

/**
 * The ten recovery codes, shown this once (only their hashes are kept): copy, download, and an
 * explicit 'I have saved them' before they go away.
 */
export function RecoveryCodes({ codes, message, onSaved }: Props) {
  const { flash, show } = useFlash(LIMITS.messageTimeoutMs.short);
  const text = `Rostra recovery codes\nEach code signs you in once when your authenticator app is not at hand.\n\n${codes.join('\n')}\n`;
  return (
    <div>
      <Message kind="success">{message}</Message>
      <h3>Your recovery codes</h3>
      <p>
        <strong>They are shown only now.</strong> If you lose your phone, each code lets you sign in once instead of an authentication code.
        Keep them somewhere safe, such as a password manager.
      </p>
      <ul className="recovery-codes mono" aria-label="Recovery codes">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <FlashMessage flash={flash} />
      <div className="form-actions">
        <Button
          onClick={() =>
            navigator.clipboard
              .writeText(codes.join('\n'))
              .then(() => show('success', 'Recovery codes copied to clipboard'))
              .catch(() => show('error', 'Failed to copy the recovery codes to the clipboard'))
          }
        >
          Copy
        </Button>
        <Button onClick={() => download(text)}>Download</Button>
        <Button variant="primary" onClick={onSaved}>
          I have saved them
        </Button>
      </div>
    </div>
  );
}
