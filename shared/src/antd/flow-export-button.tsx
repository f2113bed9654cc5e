import { useEffect, useRef, useState } from 'react';
import { App, Button, Progress, Space } from 'antd';
import { http, saveDownloadedFile, type Result } from 'shared';

type ExportTask = Result<'/admin/export_task', 'get'>;

/** How often the task's progress is read while it is built. */
export const FLOW_EXPORT_POLL_MS = 2000;

/**
 * 导出 of 资金流水 (an institution's account in mf-finance and mf-venue, a user's wallet): `start()` queues the export
 * with the list's filters (POST /admin/acc_flow_list/export or /account/flow_list/export) and answers the task's id;
 * the button then reads the task every 2 s (GET /admin/export_task) showing its progress, and downloads the xlsx once
 * it is done (GET /admin/export_task/file; a failed task shows the server's message).
 */
export function FlowExportButton({ start: queue }: { start: () => Promise<{ id: number }> }) {
  const { message } = App.useApp();
  const [taskId, setTaskId] = useState<number | null>(null);
  const [progress, setProgress] = useState(0);
  const [starting, setStarting] = useState(false);
  const alive = useRef(true);

  useEffect(
    () => () => {
      alive.current = false;
    },
    [],
  );

  useEffect(() => {
    if (taskId === null) return;
    let reading = false;
    const finish = () => {
      clearInterval(timer);
      setTaskId(null);
      setProgress(0);
    };
    const timer = setInterval(() => {
      if (reading) return;
      reading = true;
      void (async () => {
        try {
          const task: ExportTask = await http.get('/admin/export_task', { id: taskId });
          if (!alive.current) return;
          setProgress(task.progress);
          if (task.status === 'failed') {
            finish();
            message.error(task.error || '导出失败，请稍后重试');
          } else if (task.status === 'done') {
            finish();
            saveDownloadedFile(await http.download('/admin/export_task/file', { id: taskId }));
          }
        } catch {
          // the shared client shows the server's message
          finish();
        } finally {
          reading = false;
        }
      })();
    }, FLOW_EXPORT_POLL_MS);
    return () => clearInterval(timer);
  }, [taskId, message]);

  const start = async () => {
    setStarting(true);
    try {
      const { id } = await queue();
      setProgress(0);
      setTaskId(id);
    } catch {
      // the shared client shows the server's message
    } finally {
      setStarting(false);
    }
  };

  return (
    <Space>
      {taskId !== null && <Progress percent={progress} size="small" style={{ width: 160 }} aria-label="导出进度" />}
      <Button onClick={() => void start()} loading={starting || taskId !== null}>
        导出
      </Button>
    </Space>
  );
}
