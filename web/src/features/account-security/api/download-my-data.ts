import { personalDataFileName } from '@rostra/contracts';
import { useMutation } from '@tanstack/react-query';
import { clock } from '@/lib/clock.ts';
import { downloadFile } from '@/lib/download.ts';

/** GET /me/export?download=1: everything Rostra holds about the signed-in person, saved as a JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => downloadFile('/me/export?download=1', personalDataFileName(clock.now().toISOString())),
  });
}
