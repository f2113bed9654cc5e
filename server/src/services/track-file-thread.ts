/**
 * The parsing thread of a track file (services/track-files.ts starts one per file, with memory limits and a
 * timeout): parses the bytes it was given and posts the result back.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { parseTrackFile, type TrackFormat } from './track-file-parse.js';

const input = workerData as { bytes: Uint8Array; format: TrackFormat; maxPoints: number };
const result = await parseTrackFile(input.bytes, input.format, input.maxPoints).catch(() => ({ ok: false as const, problem: 'unreadable' as const }));
parentPort!.postMessage(result);
