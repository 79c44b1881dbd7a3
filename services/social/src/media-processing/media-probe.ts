// ffprobe/ffmpeg helpers moved to the kit (the gateway probes and remuxes uploads with them too).
export { extractPosterFrame, InvalidVideoError, parseProbe, probeVideo, type ProbedVideo } from '@cannaverse/platform';
