import { JOB_QUEUE_OPTIONS, jobErrorText, jobQueueTitle } from './job-queues';

describe('任务队列: queue names and failures in Chinese', () => {
  it('names a queue, its dead-letter queue and the video queue of any node', () => {
    expect(jobQueueTitle('export-task')).toBe('下载任务');
    expect(jobQueueTitle('sms-send-dead')).toBe('短信发送（失败）');
    expect(jobQueueTitle('order-sweep')).toBe('订单巡检');
    expect(jobQueueTitle('video-processing-3f2a9c1b7d4e')).toBe('视频处理');
    expect(jobQueueTitle('video-processing-3f2a9c1b7d4e-dead')).toBe('视频处理（失败）');
    expect(jobQueueTitle('something-else')).toBe('something-else');
    expect(JOB_QUEUE_OPTIONS).toContainEqual({ value: 'refund-gateway-dead', label: '退款（原路退回）（失败）' });
  });

  it('shows a Chinese message as it is and never the English of a library, a gateway or pg-boss', () => {
    expect(jobErrorText({ message: '' })).toBe('');
    expect(jobErrorText({ message: '导出失败，请稍后重试' })).toBe('导出失败，请稍后重试');
    expect(jobErrorText({ message: 'job failed by timeout in active state' })).toBe('执行超时（所在节点可能已停止），已按重试策略处理');
    expect(jobErrorText({ message: 'replay file given back: the node stopped' })).toBe('所在节点停止，任务已交还，稍后重试');
    expect(jobErrorText({ message: 'tencent SMS failed: FailedOperation.TemplateIncorrectOrUnapproved', kind: 'FinalJobFailure' })).toBe(
      '执行失败，且重试也不会成功，不再重试',
    );
    expect(jobErrorText({ message: 'connect ETIMEDOUT 10.0.0.1:443', kind: 'Error' })).toBe('连接外部服务失败，将按重试策略重试');
    expect(jobErrorText({ message: 'relation "orders" does not exist', kind: 'Error' })).toBe('执行失败（系统错误，详见服务器日志）');
  });
});
