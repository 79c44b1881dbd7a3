import { spawn } from 'node:child_process';
import path from 'node:path';

/** What ffprobe learnt about a video file (spec: video_details). */
export interface ProbedVideo {
  duration: number;
  /** As displayed: a phone video recorded upright reports its rotation and we swap the sides. */
  width: number;
  height: number;
  format: string;
  fileSize: number;
}

/** A file that is not a usable video; retrying cannot help. */
export class InvalidVideoError extends Error {}

const PROBE_TIMEOUT_MS = 30_000;
/** A remux copies bytes (no decoding): 100 MB takes about a second; this bounds a stuck ffmpeg. */
const REMUX_TIMEOUT_MS = 120_000;
const STILL_IMAGE_CODECS = new Set(['png', 'mjpeg', 'gif', 'webp', 'bmp', 'tiff']);
const POSTER_MAX_WIDTH = 640;

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  disposition?: { attached_pic?: number };
  width?: number;
  height?: number;
  tags?: { rotate?: string };
  side_data_list?: Array<{ rotation?: number }>;
}

interface ProbeOutput {
  streams?: ProbeStream[];
  format?: { format_name?: string; duration?: string; size?: string };
}

/** Runs a tool without a shell (the file name never reaches one) and collects stdout, bounded in time. */
function run(command: string, args: string[], timeoutMs = PROBE_TIMEOUT_MS): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    let err = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => { err = (err + chunk.toString()).slice(-2000); });
    child.on('error', (error) => { clearTimeout(timer); reject(error); });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve(Buffer.concat(out));
      else reject(new InvalidVideoError(`${command} exited with ${signal ?? code}: ${err.trim().split('\n').pop() ?? ''}`));
    });
  });
}

const rotationOf = (stream: ProbeStream): number => {
  const fromSideData = stream.side_data_list?.find((entry) => typeof entry.rotation === 'number')?.rotation;
  const value = fromSideData ?? Number(stream.tags?.rotate ?? 0);
  return Math.abs(Number.isFinite(value) ? value : 0) % 180;
};

/** ffprobe's JSON → our facts; throws InvalidVideoError when there is no video stream. */
export function parseProbe(output: ProbeOutput, file: string, sizeOnDisk: number): ProbedVideo {
  // A cover picture (attached_pic) or a still image is not a video, whatever the container says.
  const stream = output.streams?.find((candidate) => candidate.codec_type === 'video' && candidate.width && candidate.height
    && !candidate.disposition?.attached_pic && !STILL_IMAGE_CODECS.has(candidate.codec_name ?? ''));
  const duration = Number(output.format?.duration);
  if (!stream?.width || !stream.height || !Number.isFinite(duration) || duration <= 0) {
    throw new InvalidVideoError('no playable video stream');
  }
  const rotated = rotationOf(stream) === 90;
  // ffprobe names demuxers ("mov,mp4,m4a,…", "matroska,webm"); the upload's extension says which one the member sent.
  const names = (output.format?.format_name ?? 'unknown').split(',');
  const extension = path.extname(file).slice(1).toLowerCase();
  return {
    duration: Math.round(duration * 1000) / 1000,
    width: rotated ? stream.height : stream.width,
    height: rotated ? stream.width : stream.height,
    format: names.includes(extension) ? extension : names[0],
    fileSize: Number(output.format?.size) || sizeOnDisk,
  };
}

export async function probeVideo(file: string, sizeOnDisk: number): Promise<ProbedVideo> {
  const stdout = await run('ffprobe', ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file]);
  let parsed: ProbeOutput;
  try {
    parsed = JSON.parse(stdout.toString('utf8')) as ProbeOutput;
  } catch {
    throw new InvalidVideoError('ffprobe answered something that is not JSON');
  }
  return parseProbe(parsed, file, sizeOnDisk);
}

/**
 * A JPEG poster frame at most 640 px wide: one second in (past a black first frame), or the
 * middle of a shorter clip. ffmpeg applies the rotation itself, so the poster is upright.
 */
export async function extractPosterFrame(file: string, duration: number): Promise<Buffer> {
  const at = Math.min(1, duration / 2).toFixed(3);
  const jpeg = await run('ffmpeg', [
    '-v', 'error', '-ss', at, '-i', file, '-frames:v', '1',
    '-vf', `scale='min(${POSTER_MAX_WIDTH},iw)':-2`, '-q:v', '4', '-f', 'image2pipe', '-vcodec', 'mjpeg', 'pipe:1',
  ]);
  if (jpeg.length === 0) throw new InvalidVideoError('ffmpeg produced no frame');
  return jpeg;
}

/** The containers we serve and how ffmpeg writes each. */
export type VideoContainer = 'mp4' | 'webm' | 'ogg';
const MUXER_ARGS: Record<VideoContainer, string[]> = {
  // faststart moves the index to the front so a player can start before the whole file arrives.
  mp4: ['-f', 'mp4', '-movflags', '+faststart'],
  webm: ['-f', 'webm'],
  ogg: ['-f', 'ogg'],
};

/**
 * Rewrites a video into a fresh container without any metadata and without re-encoding: the
 * first video stream and the first audio stream (if any) are copied; global, stream and chapter
 * metadata (a phone's GPS location atom, its make and model, the recording time), data tracks
 * (GPS telemetry) and attachments are left behind. Throws InvalidVideoError when ffmpeg cannot.
 * `timeoutMs`: a stream's recording runs to gigabytes, far past an upload's 100 MB.
 */
export async function remuxWithoutMetadata(input: string, output: string, container: VideoContainer, timeoutMs = REMUX_TIMEOUT_MS): Promise<void> {
  await run('ffmpeg', [
    '-v', 'error', '-nostdin', '-y', '-i', input,
    '-map', '0:v:0', '-map', '0:a:0?', '-c', 'copy',
    '-map_metadata', '-1', '-map_metadata:s', '-1', '-map_chapters', '-1', '-fflags', '+bitexact', '-flags:v', '+bitexact', '-flags:a', '+bitexact',
    ...MUXER_ARGS[container], output,
  ], timeoutMs);
}
