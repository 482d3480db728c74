import { Popover } from 'radix-ui';
import { useId, useState } from 'react';

export interface Candidate {
  id: string;
  name: string;
  email: string;
}

interface EmployeeMultiSelectProps {
  label: string;
  candidates: Candidate[];
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string | null;
}

/**
 * A searchable multi-select on a Radix popover: the trigger names the choice, the popover holds
 * a search box and a checkbox per matching employee (Tab and Space work as everywhere); chosen
 * employees show below with a remove button each.
 */
export function EmployeeMultiSelect({ label, candidates, selected, onChange, error }: EmployeeMultiSelectProps) {
  const [search, setSearch] = useState('');
  const id = useId();
  const term = search.trim().toLowerCase();
  const matches = candidates.filter(
    (candidate) => !term || candidate.name.toLowerCase().includes(term) || candidate.email.toLowerCase().includes(term),
  );
  const toggle = (candidateId: string) =>
    onChange(selected.includes(candidateId) ? selected.filter((s) => s !== candidateId) : [...selected, candidateId]);
  const chosen = candidates.filter((candidate) => selected.includes(candidate.id));
  return (
    <div className={`field${error ? ' field-invalid' : ''}`}>
      <span id={`${id}-label`} className="field-label">
        {label}
      </span>
      <Popover.Root onOpenChange={(open) => !open && setSearch('')}>
        <Popover.Trigger
          className="btn multi-select-trigger"
          aria-labelledby={`${id}-label ${id}-value`}
          aria-describedby={error ? `${id}-error` : undefined}
        >
          <span id={`${id}-value`}>{selected.length ? `${selected.length} selected` : 'Select employees…'}</span>
          <span aria-hidden="true">▾</span>
        </Popover.Trigger>
        <Popover.Portal>
          <Popover.Content className="menu multi-select" align="start" sideOffset={4}>
            <input
              type="search"
              className="multi-select-search"
              placeholder="Search employees"
              aria-label="Search employees"
              value={search}
              onChange={(event) => setSearch(event.target.value)}
            />
            <fieldset className="multi-select-options">
              <legend className="sr-only">{label}</legend>
              {matches.length === 0 && <p className="field-hint">No employees match your search.</p>}
              {matches.map((candidate) => (
                <label key={candidate.id} className="checkbox multi-select-option">
                  <input type="checkbox" checked={selected.includes(candidate.id)} onChange={() => toggle(candidate.id)} />
                  <span>
                    {candidate.name}
                    {candidate.name !== candidate.email && <span className="field-hint"> {candidate.email}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          </Popover.Content>
        </Popover.Portal>
      </Popover.Root>
      {chosen.length > 0 && (
        <ul className="chosen-list" aria-label="Selected employees">
          {chosen.map((candidate) => (
            <li key={candidate.id} className="badge badge-info">
              {candidate.name}
              <button type="button" className="chosen-remove" aria-label={`Remove ${candidate.name}`} onClick={() => toggle(candidate.id)}>
                ✕
              </button>
            </li>
          ))}
        </ul>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
