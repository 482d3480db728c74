/** The info panel: what the two sets mean and how the controls work. */
export function PreferencesInfo() {
  return (
    <details className="pref-info">
      <summary>How shift preferences work</summary>
      <ul>
        <li>
          <strong>Admin Set</strong> values are the baseline ('Admin Requirement') the schedule is planned with: shifts per month for each
          shift type, consecutive days on and off, and the weekdays an employee can work.
        </li>
        <li>
          <strong>Employee Requested</strong> values (expand a row) are what the employee asked for; they help assign extra shifts. Green:
          wants more than set; blue: aligned; amber: wants less.
        </li>
        <li>
          Unticking Available sets that shift type's count to 0 and keeps the employee off it; ticking it again allows it (1 if it was 0).
        </li>
        <li>Edited rows are highlighted; 'Update N Changed' saves them all at once, or none if any row is invalid.</li>
        <li>
          <strong>Edit Protected</strong>: the employee does not allow administrators to edit their requested preferences; the admin-set
          values can still be changed.
        </li>
      </ul>
    </details>
  );
}
