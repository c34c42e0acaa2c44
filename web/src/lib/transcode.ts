/** Where a video's HLS renditions stand; null when it plays as uploaded. */
export type Transcode = { state: string; progress: number } | null;

const transcoding = (items: { transcode: Transcode }[]) =>
  items.some((i) => i.transcode && ['queued', 'running'].includes(i.transcode.state));

/**
 * A list query's `refetchInterval`: while its videos are being made into renditions, the list is
 * read again every 3 s.
 */
export const whileTranscoding = (query: { state: { data?: { transcode: Transcode }[] } }) =>
  query.state.data && transcoding(query.state.data) ? 3000 : false;
