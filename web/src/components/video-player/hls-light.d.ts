// hls.js's light build has the full build's API without subtitles, alternate audio and DRM;
// its package exports it without types of its own.
declare module 'hls.js/light' {
  export * from 'hls.js';
  export { default } from 'hls.js';
}
