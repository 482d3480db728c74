import type { CreationToken, CreationTokenStatus } from '@rostra/contracts';
import { CREATION_TOKEN_STATUSES, LIMITS } from '@rostra/contracts';
import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/button.tsx';
import { Card } from '@/components/ui/card.tsx';
import { ConfirmDialog } from '@/components/ui/confirm-dialog.tsx';
import { Options, SelectField } from '@/components/ui/field.tsx';
import { FlashMessage, Message } from '@/components/ui/message.tsx';
import { Loaded } from '@/components/ui/states.tsx';
import { errorText } from '@/lib/errors.ts';
import { useFlash } from '@/lib/use-flash.ts';
import { useCancelToken } from '../api/cancel-token.ts';
import { useTokens } from '../api/get-tokens.ts';
import { GenerateTokenForm } from './generate-token-form.tsx';
import { truncateToken, TokensTable } from './tokens-table.tsx';

type Filter = CreationTokenStatus | 'all';

/** Creation-token administration: generate, filter by status, copy, cancel (active only, confirmed). */
export function TokensAdmin() {
  const [filter, setFilter] = useState<Filter>('all');
  const tokens = useTokens(filter);
  const cancel = useCancelToken();
  const { flash, show } = useFlash();
  const { flash: copiedFlash, show: showCopied } = useFlash(LIMITS.messageTimeoutMs.short);
  const [issued, setIssued] = useState<CreationToken | null>(null);
  const [cancelling, setCancelling] = useState<CreationToken | null>(null);

  const copy = useCallback(
    (token: CreationToken) =>
      navigator.clipboard
        .writeText(token.token)
        .then(() => showCopied('success', 'Token copied to clipboard'))
        .catch(() => showCopied('error', 'Failed to copy token to clipboard')),
    [showCopied],
  );

  return (
    <>
      <GenerateTokenForm
        onIssued={(token) => {
          setIssued(token);
          show('success', 'Token generated successfully');
        }}
        onFailed={(text) => show('error', text)}
      />
      <FlashMessage flash={flash} />
      <FlashMessage flash={copiedFlash} />
      {issued && (
        <Message kind="info">
          <p>New token (share it with the person who will create the organization):</p>
          <p className="row-actions">
            <code className="mono" data-testid="issued-token">
              {issued.token}
            </code>
            <Button size="sm" onClick={() => void copy(issued)}>
              Copy
            </Button>
            <Button size="sm" variant="ghost" onClick={() => setIssued(null)}>
              Dismiss
            </Button>
          </p>
        </Message>
      )}
      <Card title="Tokens">
        <div className="toolbar">
          <SelectField label="Status" value={filter} onChange={(event) => setFilter(event.target.value as Filter)}>
            <option value="all">All</option>
            <Options
              options={CREATION_TOKEN_STATUSES.map((status) => ({ value: status, label: status[0]!.toUpperCase() + status.slice(1) }))}
            />
          </SelectField>
        </div>
        <Loaded query={tokens} loading="Loading tokens…" failure={(error) => `Failed to load tokens: ${errorText(error)}`}>
          {(data) => <TokensTable tokens={data.tokens} onCopy={(t) => void copy(t)} onCancel={setCancelling} />}
        </Loaded>
      </Card>
      {cancelling && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setCancelling(null)}
          title="Cancel token"
          description={`Cancel token ${truncateToken(cancelling.token)}? Nobody will be able to create an organization with it.`}
          confirmLabel="Cancel Token"
          danger
          busy={cancel.isPending}
          onConfirm={() =>
            cancel.mutate(cancelling.id, {
              onSuccess: () => show('success', 'Token cancelled'),
              onError: (error) => show('error', `Failed to cancel token: ${errorText(error)}`),
              onSettled: () => setCancelling(null),
            })
          }
        />
      )}
    </>
  );
}
