/** Next month (UTC), so that vacation requests in it lie in the future: its number, `?month=` value and title. */
export function nextMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1));
  const year = first.getUTCFullYear();
  const month = first.getUTCMonth() + 1;
  const param = `${year}-${String(month).padStart(2, '0')}`;
  return { year, month, param, title: first.toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }) };
}
