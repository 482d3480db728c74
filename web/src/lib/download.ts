import { ApiError } from './http.ts';
import { refreshSession, session } from './session.ts';

/** The file name of a Content-Disposition header, quoted or not. */
export function attachmentName(header: string | null): string | null {
  return (
    /filename="([^"]+)"|filename=([^;\s]+)/
      .exec(header ?? '')
      ?.slice(1)
      .find(Boolean) ?? null
  );
}

/**
 * GET /api{path} with the Bearer token, saved as a file through a Blob: a plain link could not
 * carry the token. The file name is the one the server gives, else `fallbackName`.
 */
export async function downloadFile(path: string, fallbackName: string): Promise<void> {
  let tokens = session.tokens();
  if (tokens && session.needsRenewal(tokens)) tokens = await refreshSession().catch(() => session.tokens());
  const response = await fetch(`/api${path}`, { headers: tokens ? { Authorization: `Bearer ${tokens.access_token}` } : {} });
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { detail?: unknown } | null;
    throw new ApiError(response.status, typeof body?.detail === 'string' ? body.detail : null);
  }
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = attachmentName(response.headers.get('Content-Disposition')) ?? fallbackName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
