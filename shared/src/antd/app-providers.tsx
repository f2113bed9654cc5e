import { App, ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import { useCallback, useEffect, type ReactNode } from 'react';
import { DEFAULT_THEME, MODAL_DEFAULTS, StoreProvider, setNotifier, type RootStore, type ThemeName } from 'shared';
import { STATIC_THEMES, THEMES } from './theme';

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

export interface AntdProvidersProps {
  children?: ReactNode;
  theme?: ThemeName;
  /**
   * The page has antd's stylesheet (antd/dist/antd.css): components take their styles from it and generate none at
   * run time (antd's zero-runtime mode; the theme's tokens are still set as CSS variables).
   */
  staticStyles?: boolean;
}

/**
 * antd ConfigProvider (zh_CN, dayjs zh-cn, orange theme) + antd App + the notifier binding. The shell mounts it
 * once, lazily, around the routes that use antd (login pages, admin console, remote admin pages); the public
 * pages never load antd. While it is not mounted, `notifier` falls back to the light DOM toast of `shared`.
 */
export function AntdProviders({ children, theme = DEFAULT_THEME, staticStyles = false }: AntdProvidersProps) {
  return (
    <ConfigProvider locale={zhCN} theme={staticStyles ? STATIC_THEMES[theme] : THEMES[theme]}>
      <App>
        <NotifierBinder />
        {children}
      </App>
    </ConfigProvider>
  );
}

export interface AppProvidersProps extends AntdProvidersProps {
  /** Default: the singleton rootStore. Tests pass a fresh RootStore. */
  store?: RootStore;
}

/** StoreProvider + AntdProviders: the whole stack for a remote's standalone entry and for page tests. */
export function AppProviders({ children, store, theme }: AppProvidersProps) {
  return (
    <StoreProvider store={store}>
      <AntdProviders theme={theme}>{children}</AntdProviders>
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
