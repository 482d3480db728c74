import { useState, type FormEvent, type ReactNode } from 'react';
import { Button, SubmitButton } from './button.tsx';
import { TextField } from './field.tsx';
import './named-list.css';

export interface Named {
  id: string;
  name: string;
}

/**
 * A list of named things an admin renames in place and deletes (locations, skills): one a row,
 * Rename/Delete for admins. The card owns the calls; `onRename` closes the form once it succeeds.
 */
export function RenamableList<T extends Named>({
  label,
  items,
  disabled,
  detail,
  renaming,
  deletingId,
  onRename,
  onDelete,
}: {
  label: string;
  items: T[];
  disabled?: boolean;
  /** What the row shows after the name (a location's time zone). */
  detail?: (item: T) => ReactNode;
  /** A rename is being saved. */
  renaming: boolean;
  /** The item whose delete is being sent. */
  deletingId: string | undefined;
  onRename: (item: T, name: string, close: () => void) => void;
  onDelete: (item: T) => void;
}) {
  const [editing, setEditing] = useState<{ item: T; name: string } | null>(null);
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (editing) onRename(editing.item, editing.name.trim(), () => setEditing(null));
  };
  return (
    <ul className="named-list" aria-label={label}>
      {items.map((item) =>
        editing?.item.id === item.id ? (
          <li key={item.id}>
            <form onSubmit={save} noValidate aria-label={`Rename ${item.name}`} className="named-list-rename">
              <TextField
                label={`New name for ${item.name}`}
                maxLength={100}
                value={editing.name}
                onChange={(event) => setEditing({ item, name: event.target.value })}
              />
              <div className="row-actions">
                <SubmitButton size="sm" busy={renaming} busyLabel="Saving…" disabled={!editing.name.trim()}>
                  Save Name
                </SubmitButton>
                <Button size="sm" onClick={() => setEditing(null)}>
                  Cancel
                </Button>
              </div>
            </form>
          </li>
        ) : (
          <li key={item.id}>
            <strong>{item.name}</strong>
            {detail?.(item)}
            {!disabled && (
              <div className="row-actions">
                <Button size="sm" aria-label={`Rename ${item.name}`} onClick={() => setEditing({ item, name: item.name })}>
                  Rename
                </Button>
                <Button
                  size="sm"
                  variant="danger"
                  aria-label={`Delete ${item.name}`}
                  busy={deletingId === item.id}
                  onClick={() => onDelete(item)}
                >
                  Delete
                </Button>
              </div>
            )}
          </li>
        ),
      )}
    </ul>
  );
}
