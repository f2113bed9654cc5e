import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useCallback, useEffect, type ReactNode } from 'react';
import { setNotifier } from './http/ports';
import type { RootStore } from './session/root-store';
import { StoreProvider } from './session/store-context';
import { DEFAULT_THEME, MODAL_DEFAULTS, THEMES, type ThemeName } from './theme';

dayjs.locale('zh-cn');

/** Binds the transport layer's notifier port to antd's `App.useApp().message` while mounted. */
export function NotifierBinder() {
  const { message } = App.useApp();
  useEffect(() => {
    setNotifier({
      error: (content, duration) => void message.error(content, duration),
      success: (content, duration) => void message.success(content, duration),
      warning: (content, duration) => void message.warning(content, duration),
    });
    return () => setNotifier(null);
  }, [message]);
  return null;
}

export interface AppProvidersProps {
  children?: ReactNode;
  /** Default: the singleton rootStore. Tests pass a fresh RootStore. */
  store?: RootStore;
  theme?: ThemeName;
}

/**
 * The one provider stack: StoreProvider + antd ConfigProvider (zh_CN, dayjs zh-cn, orange theme) + antd App +
 * the notifier binding. Used once by the shell, by each remote's standalone entry and by tests.
 */
export function AppProviders({ children, store, theme = DEFAULT_THEME }: AppProvidersProps) {
  return (
    <StoreProvider store={store}>
      <ConfigProvider locale={zhCN} theme={THEMES[theme]}>
        <App>
          <NotifierBinder />
          {children}
        </App>
      </ConfigProvider>
    </StoreProvider>
  );
}

export interface ConfirmOptions {
  content: ReactNode;
  title?: ReactNode;
  okText?: string;
  cancelText?: string;
  width?: number;
  danger?: boolean;
}

/**
 * A confirm dialog with the spec's defaults (title 提示, 取消/确定, width 500). Resolves true on 确定, false on
 * 取消; if `onOk` is given the dialog stays open (loading) until it settles.
 */
export function useConfirm() {
  const { modal } = App.useApp();
  return useCallback(
    (options: ConfirmOptions, onOk?: () => Promise<unknown>): Promise<boolean> =>
      new Promise((resolve) => {
        modal.confirm({
          title: options.title ?? MODAL_DEFAULTS.title,
          content: options.content,
          okText: options.okText ?? MODAL_DEFAULTS.okText,
          cancelText: options.cancelText ?? MODAL_DEFAULTS.cancelText,
          width: options.width ?? MODAL_DEFAULTS.width,
          okButtonProps: options.danger ? { danger: true } : undefined,
          onOk: async () => {
            if (onOk) await onOk();
            resolve(true);
          },
          onCancel: () => resolve(false),
        });
      }),
    [modal],
  );
}
