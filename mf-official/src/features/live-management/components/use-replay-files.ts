import { useCallback, useEffect, useRef, useState } from 'react';
import { getReplayFile, requestReplayFile, type LiveReplayFile, type LiveRoom } from '../api/live-admin';

/** How often the progress of an MP4 being made is asked for (as the video-path polling of spec §9). */
export const REPLAY_FILE_POLL_MS = 2000;

export const isMakingReplayFile = (file: LiveReplayFile | undefined) => file?.status === 'queued' || file?.status === 'running';

/**
 * 下载回放 of an HLS replay: asks the server for the replay's MP4 (made in the background), polls its progress every
 * 2 s while it is made, then hands the finished file to `onReady` (the download); a failure goes to `onFailed` with
 * its Chinese reason and asking again makes it again. One poll per room at a time; polling stops on unmount.
 */
export function useReplayFiles(handlers: { onReady: (room: LiveRoom, file: LiveReplayFile) => Promise<void> | void; onFailed: (file: LiveReplayFile) => void }) {
  const [files, setFiles] = useState<Record<number, LiveReplayFile>>({});
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const mounted = useRef(true);
  const latest = useRef(handlers);
  latest.current = handlers;

  useEffect(() => {
    mounted.current = true;
    const pending = timers.current;
    return () => {
      mounted.current = false;
      for (const timer of pending.values()) clearTimeout(timer);
      pending.clear();
    };
  }, []);

  const drop = useCallback((roomId: number) => {
    setFiles(({ [roomId]: _gone, ...rest }) => rest);
  }, []);

  const settle = useCallback(
    async (room: LiveRoom, file: LiveReplayFile) => {
      if (!mounted.current) return;
      setFiles((all) => ({ ...all, [room.id]: file }));
      if (file.status === 'done') await latest.current.onReady(room, file);
      else if (file.status === 'failed') latest.current.onFailed(file);
      else if (isMakingReplayFile(file)) {
        const timer = setTimeout(async () => {
          timers.current.delete(room.id);
          try {
            await settle(room, await getReplayFile(room.id));
          } catch {
            drop(room.id); // the shared client showed why; 下载回放 asks again
          }
        }, REPLAY_FILE_POLL_MS);
        timers.current.set(room.id, timer);
      }
    },
    [drop],
  );

  /** Asks for (or joins) the MP4 of the room's replay. */
  const request = useCallback(
    async (room: LiveRoom) => {
      if (timers.current.has(room.id)) return; // already following it
      try {
        await settle(room, await requestReplayFile(room.id));
      } catch {
        // refusals are shown by the shared client
      }
    },
    [settle],
  );

  /** Forgets a room's file (its replay changed: the server no longer offers it). */
  const forget = useCallback(
    (roomId: number) => {
      clearTimeout(timers.current.get(roomId));
      timers.current.delete(roomId);
      drop(roomId);
    },
    [drop],
  );

  return { files, request, forget };
}
