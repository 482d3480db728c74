/** `HH:MM` that many hours after a start time, past midnight wrapping to the next morning. */
export function endTime(start: string, durationHours: number): string {
  const [hours, minutes] = start.split(':').map(Number) as [number, number];
  const end = (hours * 60 + minutes + Math.round(durationHours * 60)) % 1440;
  return `${String(Math.floor(end / 60)).padStart(2, '0')}:${String(end % 60).padStart(2, '0')}`;
}
