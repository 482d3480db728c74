import { session } from '@/lib/session.ts';
import { orgPath } from '@/lib/org-path.ts';

export interface SolverProgress {
  incumbent: number | null;
  bound: number | null;
  gap: number | null;
  elapsed_seconds: number | null;
}

/** One server-sent event block: its `event:` name and its `data:` lines joined. */
export function parseEvent(block: string): { event: string; data: string } | null {
  let event = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) continue; // comment: the greeting and the heartbeat
    if (line.startsWith('event:')) event = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return data.length ? { event, data: data.join('\n') } : null;
}

/**
 * GET …/schedules/progress?year&month&next=true: the live solver progress of the next generation
 * of the month. EventSource cannot send the Bearer header, so the body is read as a stream.
 * Ends when the server sends the result or the signal aborts; failures are quiet (progress is a
 * nicety: the POST's answer is what counts).
 */
export async function followProgress(
  organizationId: string,
  { year, month }: { year: number; month: number },
  onProgress: (progress: SolverProgress) => void,
  signal: AbortSignal,
): Promise<void> {
  const token = session.tokens()?.access_token;
  try {
    const response = await fetch(`/api${orgPath(organizationId, `/schedules/progress?year=${year}&month=${month}&next=true`)}`, {
      headers: { Accept: 'text/event-stream', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
      signal,
    });
    if (!response.ok || !response.body) return;
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += value.replace(/\r\n/g, '\n');
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const parsed = parseEvent(buffer.slice(0, end));
        buffer = buffer.slice(end + 2);
        if (parsed?.event === 'progress') onProgress(JSON.parse(parsed.data) as SolverProgress);
        if (parsed?.event === 'result') return;
      }
    }
  } catch {
    // Aborted when the POST answered, or the stream failed: nothing to tell the user.
  }
}
