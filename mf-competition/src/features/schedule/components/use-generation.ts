import { useCallback, useEffect, useRef, useState } from 'react';
import { generateSchedule } from '../api/generate-schedule';
import { getScheduleProgress } from '../api/get-schedule-progress';
import type { ScheduleGenerated } from '../api/types';

export const PROGRESS_POLL_MS = 500;

/**
 * 生成赛程 with progress: the generation request runs while /admin/schedule/progress is polled every 500 ms
 * (the server writes fixtures in batches and moves the phase's progress between them).
 */
export function useGeneration() {
  const [running, setRunning] = useState<{ phaseId: number; progress: number } | null>(null);
  const alive = useRef(true);
  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  const run = useCallback(async (phaseId: number, seed?: string): Promise<ScheduleGenerated> => {
    setRunning({ phaseId, progress: 0 });
    let done = false;
    const poll = async () => {
      while (!done && alive.current) {
        await new Promise((r) => setTimeout(r, PROGRESS_POLL_MS));
        if (done || !alive.current) break;
        try {
          const p = await getScheduleProgress(phaseId);
          if (!done && alive.current) setRunning({ phaseId, progress: p.status === 'generating' ? Math.min(99, p.progress) : 0 });
        } catch {
          // progress is informative only; the generation request decides
        }
      }
    };
    void poll();
    try {
      const result = await generateSchedule(phaseId, seed);
      return result;
    } finally {
      done = true;
      if (alive.current) setRunning(null);
    }
  }, []);

  return { running, run };
}
