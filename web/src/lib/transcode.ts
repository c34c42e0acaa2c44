/** Where a video's HLS renditions stand; null when it plays as uploaded. */
export type Transcode = { state: string; progress: number } | null;

/** While a list's videos are being made into renditions, the list is read again every 3 s. */
export const TRANSCODE_POLL_MS = 3000;

export const transcoding = (items: { transcode: Transcode }[]) =>
  items.some((i) => i.transcode && ['queued', 'running'].includes(i.transcode.state));
