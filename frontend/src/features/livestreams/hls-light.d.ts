// hls.js ships the light build without its own typings; it has the full build's API.
declare module 'hls.js/light' {
  export { default } from 'hls.js';
}
