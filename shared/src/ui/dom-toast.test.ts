import { DOM_TOAST_CONTAINER_ID, createDomToastNotifier, showDomToast } from './dom-toast';
import { notifier, setNotifier } from '../http/ports';

afterEach(() => {
  jest.useRealTimers();
  document.getElementById(DOM_TOAST_CONTAINER_ID)?.remove();
  setNotifier(null);
});

describe('DOM toast (notifier of pages without antd)', () => {
  it('shows the Chinese message as an alert and removes it after its duration', () => {
    jest.useFakeTimers();
    createDomToastNotifier(document).error('请求的资源不存在', 2);
    const toast = document.querySelector(`#${DOM_TOAST_CONTAINER_ID} [role="alert"]`);
    expect(toast).toHaveTextContent('请求的资源不存在');
    jest.advanceTimersByTime(1999);
    expect(toast).toBeInTheDocument();
    jest.advanceTimersByTime(1);
    expect(toast).not.toBeInTheDocument();
  });

  it('defaults to 3 seconds; success is a status, warning an alert; messages stack in one container', () => {
    jest.useFakeTimers();
    const n = createDomToastNotifier(document);
    n.success('保存成功');
    n.warning('正在开发中');
    const box = document.getElementById(DOM_TOAST_CONTAINER_ID)!;
    expect(box.children).toHaveLength(2);
    expect(box.querySelector('[role="status"]')).toHaveTextContent('保存成功');
    expect(box.querySelector('[role="alert"]')).toHaveTextContent('正在开发中');
    jest.advanceTimersByTime(2999);
    expect(box.children).toHaveLength(2);
    jest.advanceTimersByTime(1);
    expect(box.children).toHaveLength(0);
  });

  it('duration 0 keeps the message until it is removed', () => {
    jest.useFakeTimers();
    const remove = showDomToast(document, 'error', '登录过期，请重新登录', 0);
    jest.advanceTimersByTime(60_000);
    expect(document.getElementById(DOM_TOAST_CONTAINER_ID)).toHaveTextContent('登录过期，请重新登录');
    remove();
    expect(document.getElementById(DOM_TOAST_CONTAINER_ID)!.children).toHaveLength(0);
  });

  it('is the notifier while none is bound, and again after the bound one (antd) is released', () => {
    const bound = { error: jest.fn(), success: jest.fn(), warning: jest.fn() };
    setNotifier(bound);
    notifier.error('服务器繁忙，请稍后再试');
    expect(bound.error).toHaveBeenCalledWith('服务器繁忙，请稍后再试');
    expect(document.getElementById(DOM_TOAST_CONTAINER_ID)).toBeNull();

    setNotifier(null);
    notifier.error('服务器繁忙，请稍后再试');
    expect(document.querySelector(`#${DOM_TOAST_CONTAINER_ID} [role="alert"]`)).toHaveTextContent('服务器繁忙，请稍后再试');
  });
});
