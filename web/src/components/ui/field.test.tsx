import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Options, RangeField } from './field.tsx';

describe('a range field', () => {
  it('takes a whole number within its range and says the range in its hint', () => {
    render(<RangeField label="Max Days On" range={{ min: 1, max: 14 }} value="7" onChange={() => undefined} error="Too many" />);
    const input = screen.getByRole('spinbutton', { name: 'Max Days On' });
    expect(input).toHaveAttribute('min', '1');
    expect(input).toHaveAttribute('max', '14');
    expect(input).toHaveAttribute('step', '1');
    expect(input).toHaveAccessibleDescription('1 to 14 Too many');
    expect(input).toBeInvalid();
  });
});

describe('the options of a select', () => {
  it('are one per choice, valued and read as given', () => {
    render(
      <select aria-label="Status" defaultValue="2">
        <Options
          options={[
            { value: 1, label: 'Pending' },
            { value: 2, label: 'Approved' },
          ]}
        />
      </select>,
    );
    expect(screen.getAllByRole('option').map((option) => [option.getAttribute('value'), option.textContent])).toEqual([
      ['1', 'Pending'],
      ['2', 'Approved'],
    ]);
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveDisplayValue('Approved');
  });
});
